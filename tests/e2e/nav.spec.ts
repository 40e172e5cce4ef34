import { expect, test, type Page } from '@playwright/test';
import { sidewaysOverflow } from './helpers.ts';

const nav = (page: Page) => page.locator('site-nav');

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  // The bar reacts on the next animation frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test.describe('sticky navigation bar', () => {
  test('sticks past 200 px and unsticks only below 130 px', async ({ page }) => {
    await page.goto('/seo-pricing');
    await expect(nav(page)).toHaveAttribute('data-sticky', 'false');

    await scrollTo(page, 200);
    await expect(nav(page)).toHaveAttribute('data-sticky', 'false');
    await scrollTo(page, 201);
    await expect(nav(page)).toHaveAttribute('data-sticky', 'true');
    await expect(page.locator('.nav__bar')).toHaveCSS('position', 'fixed');

    await scrollTo(page, 160);
    await expect(nav(page)).toHaveAttribute('data-sticky', 'true');
    await scrollTo(page, 130);
    await expect(nav(page)).toHaveAttribute('data-sticky', 'true');
    await scrollTo(page, 129);
    await expect(nav(page)).toHaveAttribute('data-sticky', 'false');
  });

  test('does not shift the page when it sticks', async ({ page }) => {
    await page.goto('/about');
    const before = await page.locator('main').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await scrollTo(page, 400);
    await expect(nav(page)).toHaveAttribute('data-sticky', 'true');
    const after = await page.locator('main').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(after).toBe(before);
  });

  test('hides the text that scrolls under it: its background is opaque', async ({ page }) => {
    // A translucent bar (white at 0.97) let headings show through it in Chromium's screenshots.
    await page.goto('/seo-pricing');
    await scrollTo(page, 600);
    await expect(nav(page)).toHaveAttribute('data-sticky', 'true');
    const background = await page.locator('.nav__bar').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  });
});

test.describe('desktop dropdowns', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop layout');

  test('open by click, close on outside click and on Escape', async ({ page }) => {
    await page.goto('/');
    const services = page.getByRole('button', { name: 'Services' });
    const menu = page.locator('#menu-services');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveCount(9);
    await expect(menu).toBeVisible();

    await page.getByRole('button', { name: 'Pricing' }).click();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#menu-pricing').getByRole('link')).toHaveText([
      'SEO Pricing',
      'SMO Pricing',
      'PPC Pricing',
      'Web Development Pricing',
    ]);

    await page.locator('h1').click();
    await expect(page.locator('#menu-pricing')).toBeHidden();

    await services.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(services).toBeFocused();
  });

  test('work from the keyboard', async ({ page }) => {
    await page.goto('/');
    const services = page.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#menu-services a').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#menu-services a').nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.locator('#menu-services a').last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#menu-services a').first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.locator('#menu-services a').last()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(services).toBeFocused();
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    // ArrowDown on the closed button opens it at the first link; Enter follows the link.
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#menu-services a').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/seo-services$/);
    await expect(page.getByRole('button', { name: 'Services' })).toHaveClass(/is-active/);
  });

  test('closes on Escape even when focus is elsewhere on the page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Services' }).click();
    await expect(page.locator('#menu-services')).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Escape');
    await expect(page.locator('#menu-services')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Services' })).toBeFocused();
  });

  test('closes when focus leaves it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Pricing' }).click();
    await page.keyboard.press('Tab');
    await expect(page.locator('#menu-pricing a').first()).toBeFocused();
    await page.getByRole('link', { name: 'Contact', exact: true }).first().focus();
    await expect(page.locator('#menu-pricing')).toBeHidden();
  });
});

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile layout');

  test('opens from the menu button and collapses when a link is clicked', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#site-menu');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Services' }).click();
    await expect(page.locator('#menu-services')).toBeVisible();

    // Hold the navigation so the collapse itself can be observed.
    await page.evaluate(() =>
      window.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true }),
    );
    await page.locator('#menu-services').getByRole('link', { name: 'Local SEO' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('closes on a click outside the menu', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(page.locator('#site-menu')).toBeVisible();
    const viewport = page.viewportSize() ?? { width: 390, height: 800 };
    await page.mouse.click(viewport.width / 2, viewport.height - 20);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#site-menu')).toBeHidden();
  });

  test('follows a link from the menu to its page, marked as current there', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#site-menu').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('#site-menu')).toBeHidden();
    await expect(page.locator('#site-menu a[aria-current="page"]')).toHaveText('Contact');
  });

  test('dims the page behind a backdrop, locks its scroll, and closes from the backdrop', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const viewport = page.viewportSize() ?? { width: 390, height: 800 };
    const below = { x: viewport.width / 2, y: viewport.height - 20 };
    const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
    const hitBelow = () =>
      page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('nav-menu') !== null, below);
    expect(await overflow()).not.toBe('hidden');
    expect(await hitBelow()).toBe(false);

    await toggle.click();
    await expect(page.locator('#site-menu')).toBeVisible();
    // The page below the panel is covered by the menu's backdrop, and the page no longer scrolls.
    expect(await hitBelow()).toBe(true);
    expect(await overflow()).toBe('hidden');
    await page.mouse.wheel(0, 600);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.mouse.click(below.x, below.y);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#site-menu')).toBeHidden();
    expect(await hitBelow()).toBe(false);
    expect(await overflow()).not.toBe('hidden');
  });

  test('closes on Escape and returns focus to the menu button', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.locator('#site-menu a').first().focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

/** The chat docked at the right edge (from 48rem wide), its panel's left edge in viewport pixels. */
async function dockChat(page: Page): Promise<number> {
  await page.locator('.chat-launcher').click();
  const chat = page.getByRole('dialog', { name: 'Tidewell assistant' });
  await expect(chat).toBeVisible();
  // The page has made room for it, so the bar has been laid out at its narrowed width.
  await expect(page.locator('body')).toHaveCSS('margin-right', '384px');
  return (await chat.boundingBox())?.x ?? 0;
}

/** What the bar shows, each item by name with its rendered size and right edge, and the room it has. */
function barItems(page: Page) {
  return page.locator('.nav__bar').evaluate((bar) => {
    const items: Record<string, { width: number; height: number; right: number }> = {};
    // To a tenth of a pixel: a box's size varies in the millionths with its subpixel position.
    const round = (value: number) => Math.round(value * 10) / 10;
    const add = (name: string, element: Element | null | undefined) => {
      // Shown: laid out at all (the links and the button are not, behind the menu button).
      if (!element || element.getClientRects().length === 0) return;
      const box = element.getBoundingClientRect();
      items[name] = { width: round(box.width), height: round(box.height), right: box.right };
    };
    add('mark', bar.querySelector('.nav__brand svg'));
    add('name', bar.querySelector('.nav__brand .logo__name'));
    add('menu button', bar.querySelector('.nav__toggle'));
    for (const item of bar.querySelectorAll('.nav__list > li > :is(a, nav-dropdown)')) {
      const link = item.matches('a') ? item : item.querySelector('button');
      add(link?.textContent.trim() ?? '', link);
    }
    add('Register', bar.querySelector('.nav__cta'));
    const inner = bar.querySelector('.nav__inner') as HTMLElement;
    return { items, right: inner.getBoundingClientRect().right, spill: inner.scrollWidth - inner.clientWidth };
  });
}

test.describe('beside the docked chat', () => {
  test.skip(({ isMobile }) => isMobile, 'phones show the chat full screen, in place of the page');

  // Just above 48rem (where the chat starts to dock), a laptop's width and a desktop's: the bar
  // loses 24rem to the chat and holds the row of links only at the last.
  for (const [width, layout] of [
    [768, 'menu button'],
    [1024, 'menu button'],
    [1280, 'menu button'],
    [1440, 'row'],
  ] as const) {
    test(`at ${width} px nothing in the bar shrinks or slips under the chat: ${layout}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      // The logo's name is set in the inline heading font: measured once it is in use.
      await page.evaluate(() => document.fonts.ready);
      const closed = await barItems(page);
      expect(closed.items['mark']).toMatchObject({ width: 36, height: 36 });

      const chatLeft = await dockChat(page);
      for (const sticky of [false, true]) {
        if (sticky) {
          await scrollTo(page, 600);
          await expect(nav(page)).toHaveAttribute('data-sticky', 'true');
        }
        const docked = await barItems(page);
        // The logo, and in the row every item, at the size it has with the chat closed.
        expect(docked.items['mark']).toMatchObject({ width: 36, height: 36 });
        for (const name of layout === 'row' ? Object.keys(closed.items) : ['mark', 'name']) {
          const { width, height } = closed.items[name] ?? {};
          expect(docked.items[name], name).toMatchObject({ width, height });
        }
        if (layout !== 'row') expect(docked.items['menu button']).toMatchObject({ width: 44, height: 44 });
        // Where the row has no room, the links and the Register button wait behind the menu button.
        expect(Object.keys(docked.items)).toEqual(
          layout === 'row' ? Object.keys(closed.items) : ['mark', 'name', 'menu button'],
        );
        // Nothing spills out of the bar, under the chat or sideways off the page.
        expect(docked.spill).toBe(0);
        for (const [name, item] of Object.entries(docked.items)) {
          expect(item.right, name).toBeLessThanOrEqual(Math.min(docked.right, chatLeft) + 0.5);
        }
        expect(await sidewaysOverflow(page)).toBe(0);
      }
    });
  }

  test('the menu opens beside the chat and gives way to the row once the bar has room for it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    const chatLeft = await dockChat(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    const menu = page.locator('#site-menu');
    await expect(menu).toBeVisible();
    const panel = await menu.boundingBox();
    expect(panel && panel.x + panel.width).toBeLessThanOrEqual(chatLeft);
    await expect(menu.getByRole('link', { name: 'Register' })).toBeVisible();

    // A wider window leaves the bar room for the row: the panel, its backdrop and scroll lock go.
    await page.setViewportSize({ width: 1440, height: 800 });
    await expect(toggle).toBeHidden();
    await expect(page.locator('nav-menu')).not.toHaveAttribute('data-menu-open');
    await expect(page.locator('.nav__toggle')).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).not.toBe('hidden');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every menu link is still visible and reachable', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#site-menu')).toBeVisible();
    await expect(page.locator('#menu-services a')).toHaveCount(9);
    for (const link of await page.locator('#site-menu a').all()) await expect(link).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  });
});
