import { expect, test, type Page } from '@playwright/test';
import { fillTimePasses, SENT_THROUGH_FUNCTIONS, unique } from './contact-helpers.ts';
import { mailsMentioning, rowsMentioning } from './outbox.ts';

/** WCAG 2.5.8 (target size, minimum): every target at least 24 × 24 CSS px. */
const MIN_TARGET = 24;

test.describe('footer on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test(`gives every link a tap target of at least ${MIN_TARGET} × ${MIN_TARGET} px`, async ({ page }) => {
    // About has the footer with its message form; the contact page has it without.
    for (const path of ['/about', '/contact']) {
      await page.goto(path);
      const links = page.locator('footer.footer a[href]');
      expect(await links.count(), path).toBeGreaterThan(20);
      // Links not rendered (the forms' note for browsers without scripts) are no targets.
      const sizes = await links.evaluateAll((elements) =>
        elements
          .filter((element) => element.checkVisibility())
          .map((element) => {
            const box = element.getBoundingClientRect();
            return { link: element.getAttribute('href'), width: box.width, height: box.height };
          }),
      );
      const small = sizes.filter(({ width, height }) => width < MIN_TARGET || height < MIN_TARGET);
      expect(small, path).toEqual([]);
    }
  });
});

/*
 * The footer form hydrates when the visitor uses it (client:reach={{ form: true }}). Its code is
 * held back here until the visitor is halfway through, so React takes over while they type.
 */
test.describe('footer form used before it has loaded', () => {
  const footerForm = (page: Page) => page.locator('form.footer-form');
  const island = (page: Page) => page.locator('astro-island').filter({ has: footerForm(page) });

  /** Holds every script the page asks for until `release()`; lists what was asked for meanwhile. */
  async function holdScripts(page: Page) {
    const { promise: released, resolve } = Promise.withResolvers<undefined>();
    const asked: string[] = [];
    await page.route('**/_astro/*.js', async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue();
    });
    return { asked, release: () => resolve(undefined) };
  }

  /** The requests that sent a message, as they left the page. */
  function sends(page: Page) {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/email/contact')) sent.push(request.url());
    });
    return sent;
  }

  test('what is typed while the form loads stays, caret and all, and is sent once', async ({ page }, info) => {
    const marker = unique();
    const scripts = await holdScripts(page);
    const sent = sends(page);
    await page.clock.install();
    await page.goto('/about');
    const form = footerForm(page);
    const name = form.getByLabel('Name');
    const email = form.getByLabel('Email');
    const message = form.getByLabel('Message');
    // Nothing of the form's code until the visitor uses it, even with the form in view.
    await form.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(scripts.asked).toEqual([]);

    // A tap or a click in the first field, then typing as fast as the keyboard goes.
    await (info.project.use.hasTouch ? name.tap() : name.click());
    await page.keyboard.type(`Lee Park ${marker}`);
    await page.keyboard.press('Tab');
    await page.keyboard.type('lee@parkdental.example');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Do you handle practices?');
    // The first touch asked for the form's code; none of it has arrived, so this is plain HTML.
    // (Polled: the request reaches the route handler a moment after the browser makes it.)
    await expect.poll(() => scripts.asked.some((path) => /\/FooterForm\.[\w-]+\.js$/.test(path))).toBe(true);
    await expect(island(page)).toHaveAttribute('ssr', '');
    await expect(message).toBeFocused();

    // The caret goes back into the middle of the message, and React arrives while the visitor types on.
    for (let moves = 'practices?'.length; moves > 0; moves -= 1) await page.keyboard.press('ArrowLeft');
    scripts.release();
    await page.keyboard.type('three ', { delay: 20 });
    await expect(island(page)).not.toHaveAttribute('ssr');
    await page.keyboard.type('dental ', { delay: 20 });

    await expect(name).toHaveValue(`Lee Park ${marker}`);
    await expect(email).toHaveValue('lee@parkdental.example');
    const text = 'Do you handle three dental practices?';
    await expect(message).toHaveValue(text);
    await expect(message).toBeFocused();
    const caret = text.length - 'practices?'.length;
    expect(await message.evaluate((field: HTMLTextAreaElement) => [field.selectionStart, field.selectionEnd])).toEqual([
      caret,
      caret,
    ]);

    await fillTimePasses(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Message Sent!' })).toBeVisible(SENT_THROUGH_FUNCTIONS);
    await expect.poll(async () => (await mailsMentioning(marker)).length).toBe(1);
    expect((await mailsMentioning(marker))[0]?.text).toContain(text);
    await expect.poll(() => rowsMentioning('Contact', marker).length).toBe(1);
    expect(rowsMentioning('Quarantine', marker)).toEqual([]);
    expect(sent).toHaveLength(1);
  });

  test('a send before the form has loaded waits for it, goes once, and never through the URL', async ({ page }) => {
    const marker = unique();
    const scripts = await holdScripts(page);
    const sent = sends(page);
    await page.clock.install();
    await page.goto('/about');
    const url = page.url();
    const form = footerForm(page);
    await form.getByLabel('Name').fill(`Lee Park ${marker}`);
    await form.getByLabel('Email').fill('lee@parkdental.example');
    await form.getByLabel('Message').fill(`Sent before the form loaded. ${marker}`);
    await fillTimePasses(page);

    // Enter in a field, then the button: both before React has arrived.
    await form.getByLabel('Email').press('Enter');
    const button = form.getByRole('button', { name: 'Send Message' });
    await expect(button).toBeEnabled();
    await button.click();
    await expect(island(page)).toHaveAttribute('ssr', '');
    await expect(island(page)).toHaveAttribute('data-reach-submit', '');
    // The browser did not send the form itself: the page and its address are as they were.
    expect(page.url()).toBe(url);
    await expect(form.getByLabel('Message')).toHaveValue(`Sent before the form loaded. ${marker}`);
    expect(sent).toEqual([]);

    scripts.release();
    await expect(form.getByRole('button', { name: 'Message Sent!' })).toBeVisible(SENT_THROUGH_FUNCTIONS);
    await expect(island(page)).not.toHaveAttribute('data-reach-submit');
    await expect.poll(async () => (await mailsMentioning(marker)).length).toBe(1);
    expect((await mailsMentioning(marker))[0]?.subject).toBe(`Website message from Lee Park ${marker}`);
    await expect.poll(() => rowsMentioning('Contact', marker).length).toBe(1);
    expect(sent).toHaveLength(1);
    expect(page.url()).toBe(url);
  });

  test('an early send with a field missing shows the error once the form has loaded, and sends nothing', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    const sent = sends(page);
    await page.goto('/about');
    const form = footerForm(page);
    await form.getByLabel('Name').fill('Lee Park');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(page.url()).not.toContain('?');
    scripts.release();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveValue('Lee Park');
    expect(sent).toEqual([]);
  });
});
