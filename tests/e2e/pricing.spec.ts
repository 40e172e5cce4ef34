import { expect, test, type Page } from '@playwright/test';
import { routesOfKind } from '../../src/data/routes.ts';
import { requiredPrices } from '../fixtures/requirements.ts';
import { sidewaysOverflow } from './helpers.ts';

/** A price as the pages write it: US dollars, grouped in threes ("$1,999"), spelt out here by hand. */
const dollars = (digits: string) => `$${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

for (const [path, plans] of Object.entries(requiredPrices)) {
  test(`${path} shows every required price, Gold highlighted`, async ({ page }) => {
    await page.goto(path);
    const cards = page.locator('article.plan');
    await expect(cards).toHaveCount(plans.length);
    const period = path === '/web-development-pricing' ? 'per project' : 'per month';
    for (const [index, [plan, price]] of plans.entries()) {
      const card = cards.nth(index);
      const name = plan.charAt(0).toUpperCase() + plan.slice(1);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(name);
      await expect(card.locator('.plan__amount')).toHaveText(dollars(price));
      await expect(card.locator('.plan__billing')).toHaveText(period);
      await expect(card).toContainText('Essential Services');
      if (plan === 'gold') {
        await expect(card).toHaveClass(/plan--highlighted/);
        await expect(card).toContainText('Recommended');
      } else {
        await expect(card).not.toHaveClass(/plan--highlighted/);
      }
    }
    // The comparison table has a column per plan and the same prices.
    const headers = page.locator('.compare thead th');
    await expect(headers).toHaveCount(plans.length);
    for (const [index, [, price]] of plans.entries()) {
      await expect(headers.nth(index)).toContainText(dollars(price));
      await expect(headers.nth(index)).toContainText(period);
    }
  });
}

test('PPC figures in rupees appear on the cards and in the table, with their currency said beside the prices', async ({
  page,
}) => {
  await page.goto('/ppc-pricing');
  for (const figure of ['₹16,700', '₹29,300', '₹37,700', '₹50,300', '₹83,900', '₹167,900', '₹251,900']) {
    await expect(page.locator('article.plan').filter({ hasText: figure }).first()).toBeVisible();
    await expect(page.locator('.compare td').filter({ hasText: figure }).first()).toBeVisible();
  }
  const note = page.locator('.currency');
  await expect(note).toBeVisible();
  await expect(note).toContainText('US dollars');
  await expect(note).toContainText('Indian rupees (₹)');
  // Beside the prices: right above the first plan card, not only under the table.
  const noteBox = await note.boundingBox();
  const cardBox = await page.locator('article.plan').first().boundingBox();
  expect(cardBox && noteBox && cardBox.y - (noteBox.y + noteBox.height)).toBeLessThan(300);
});

test('a plan card line keeps its figure beside its label', async ({ page }) => {
  await page.goto('/seo-pricing');
  for (const card of await page.locator('article.plan').all()) {
    for (const line of await card
      .locator('.plan__line')
      .filter({ has: page.locator('.plan__figure') })
      .all()) {
      if (!(await line.isVisible())) continue;
      const label = await line.locator('.plan__label').boundingBox();
      const figure = await line.locator('.plan__figure').boundingBox();
      if (!label || !figure) throw new Error('a line without a box');
      // The figure starts on the label's first line, to its right, not on a line of its own.
      expect(figure.x).toBeGreaterThan(label.x + 20);
      expect(Math.abs(figure.y - label.y)).toBeLessThan(8);
    }
  }
});

/** How far the page and the table can be scrolled sideways. */
async function sideways(page: Page) {
  return { page: await sidewaysOverflow(page), table: await tableOverflow(page) };
}

async function tableOverflow(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector('.compare') as HTMLElement;
    return table.scrollWidth - table.clientWidth;
  });
}

test.describe('the comparison table on a phone', () => {
  for (const path of ['/seo-pricing', '/ppc-pricing', '/web-development-pricing']) {
    test(`${path}: every plan in view, nothing to scroll sideways, no hint to`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(path);
      const table = page.locator('.compare');
      expect(await sideways(page)).toEqual({ page: 0, table: 0 });
      await expect(page.getByText(/scroll sideways/i)).toHaveCount(0);
      // Every plan's column header and every value cell lies inside the table's box.
      const box = await table.boundingBox();
      if (!box) throw new Error('no table');
      for (const cell of await table.locator('thead th, tbody td').all()) {
        const cellBox = await cell.boundingBox();
        expect(cellBox && cellBox.x >= box.x - 1 && cellBox.x + cellBox.width <= box.x + box.width + 1).toBe(true);
      }
      // Each value sits under its plan's name.
      const heads = await table.locator('thead th').all();
      const firstRow = table.locator('tbody tr.compare__row').first().locator('td');
      for (const [index, head] of heads.entries()) {
        const headBox = await head.boundingBox();
        const cellBox = await firstRow.nth(index).boundingBox();
        expect(Math.abs((headBox?.x ?? 0) - (cellBox?.x ?? -99))).toBeLessThan(2);
      }
    });
  }

  test('keeps the plan names and prices pinned under the navigation bar while the rows scroll by', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/seo-pricing');
    const head = page.locator('.compare thead');
    const last = page.locator('.compare tbody tr').last();
    await last.scrollIntoViewIfNeeded();
    await expect(page.locator('.nav')).toHaveAttribute('data-sticky', 'true');
    // The bar slides in as it sticks; the plan row sits right under it once it is in place.
    const gap = () =>
      page.evaluate(
        () =>
          (document.querySelector('.compare thead')?.getBoundingClientRect().top ?? 0) -
          (document.querySelector('.nav__bar')?.getBoundingClientRect().bottom ?? 0),
      );
    await expect.poll(gap).toBeLessThan(2);
    expect(await gap()).toBeGreaterThan(-2);
    const headBox = await head.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    await expect(head.getByText('Diamond')).toBeInViewport();
    await expect(head.getByText('$1,999')).toBeInViewport();
    // The pinned row never covers the last row once it is scrolled into view.
    const lastBox = await last.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(lastBox.top).toBeGreaterThanOrEqual(headBox.bottom - 1);
  });

  test('is still a table to assistive technology: rows, column headers, row headers and cells', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/ppc-pricing');
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value: string }; name?: { value: string } }[];
    };
    const named = (role: string) => nodes.filter((node) => node.role?.value === role).map((node) => node.name?.value);
    expect(named('table')).toHaveLength(1);
    expect(named('columnheader')).toEqual(
      expect.arrayContaining([expect.stringContaining('Silver'), expect.stringContaining('Diamond')]),
    );
    expect(named('rowheader')).toEqual(expect.arrayContaining(['One-time setup fee', 'Keywords']));
    expect(nodes.filter((node) => node.role?.value === 'cell').length).toBeGreaterThanOrEqual(4 * 7);
  });
});

/** The grids of the page's main content whose last row holds a single item while rows above hold more. */
async function orphans(page: Page): Promise<string[]> {
  // A card alone on the last row of a grid of cards; an item that spans the row on purpose (a
  // header's stats band under its text and picture) is not one.
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')].flatMap((grid) => {
      const style = getComputedStyle(grid);
      if (style.display !== 'grid') return [];
      const items = [...grid.children].filter((child) => getComputedStyle(child).display !== 'none');
      const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length;
      if (columns < 2 || items.length <= columns) return [];
      // Items that overlap vertically share a row, however each is aligned within it.
      const rows: { bottom: number; items: Element[] }[] = [];
      const boxes = items
        .map((item) => ({ item, box: item.getBoundingClientRect() }))
        .sort((a, b) => a.box.top - b.box.top);
      for (const { item, box } of boxes) {
        const row = rows.at(-1);
        if (row && box.top < row.bottom - 1) {
          row.items.push(item);
          row.bottom = Math.max(row.bottom, box.bottom);
        } else rows.push({ bottom: box.bottom, items: [item] });
      }
      const width = grid.getBoundingClientRect().width;
      const alone = rows.filter(
        (row) => row.items.length === 1 && (row.items[0]?.getBoundingClientRect().width ?? 0) < width * 0.75,
      );
      if (rows.length < 2 || alone.length === 0) return [];
      return [`${grid.className || grid.tagName}: ${items.length} items in ${columns} columns`];
    }),
  );
}

test.describe('sets of four', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop widths');
  for (const width of [1024, 1280]) {
    for (const path of [
      '/',
      '/about',
      '/seo-pricing',
      '/ppc-pricing',
      '/smo-pricing',
      '/web-development-pricing',
      // The service pages: the "What you get" card beside the first section, the SMO lists, the cards.
      ...routesOfKind('service').map((route) => route.path),
    ]) {
      test(`${path} at ${width} px leaves no card alone on its row`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        expect(await orphans(page)).toEqual([]);
      });
    }
  }

  test('four plans: four across at 1280 px, two by two at 1024 px', async ({ page }) => {
    await page.goto('/seo-pricing');
    const rows = async () =>
      new Set(
        await page
          .locator('article.plan')
          .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top))),
      ).size;
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await rows()).toBe(1);
    await page.setViewportSize({ width: 1024, height: 800 });
    expect(await rows()).toBe(2);
  });
});
