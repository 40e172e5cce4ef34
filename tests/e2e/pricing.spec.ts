import { expect, test } from '@playwright/test';
import { specPrices } from '../fixtures/spec.ts';

for (const [path, plans] of Object.entries(specPrices)) {
  test(`${path} shows every spec price, Gold highlighted`, async ({ page }) => {
    await page.goto(path);
    const cards = page.locator('article.plan');
    await expect(cards).toHaveCount(plans.length);
    for (const [index, [plan, price]] of plans.entries()) {
      const card = cards.nth(index);
      const name = plan.charAt(0).toUpperCase() + plan.slice(1);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(name);
      await expect(card.locator('.plan__amount')).toHaveText(price);
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
    for (const [index, [, price]] of plans.entries()) await expect(headers.nth(index)).toContainText(price);
  });
}

test('PPC figures in rupees appear on the cards and in the table', async ({ page }) => {
  await page.goto('/ppc-pricing');
  for (const figure of ['₹16700', '₹29300', '₹37700', '₹50300', '₹83900', '₹167900', '₹251900']) {
    await expect(page.locator('article.plan').filter({ hasText: figure }).first()).toBeVisible();
    await expect(page.locator('.compare td').filter({ hasText: figure }).first()).toBeAttached();
  }
});

test('the comparison table is readable on a phone: it scrolls inside itself, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/seo-pricing');
  const table = page.locator('.compare');
  await expect(table).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const { scrollWidth, clientWidth } = await table.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  // The feature names stay in view while the plan columns scroll.
  await expect(table.locator('tbody th[scope="row"]').first()).toHaveCSS('position', 'sticky');
});
