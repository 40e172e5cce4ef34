import { expect, test, type Locator, type Page } from '@playwright/test';
import { sidewaysOverflow } from './helpers.ts';

/*
 * The "What you get" card of a service page: where a scanning buyer meets it (right after the
 * heading on a phone, beside the paragraphs on a laptop) and where it leads.
 */

const card = (page: Page) => page.locator('.deliverables');
const heading = (page: Page) => page.locator('#first-heading');
const firstParagraph = (page: Page) => page.locator('.intro__body p').first();

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
}

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone widths');

  for (const path of ['/seo-services', '/white-label-seo']) {
    test(`${path}: the list follows the heading, before the paragraphs, within the page's width`, async ({ page }) => {
      await page.goto(path);
      const list = await box(card(page));
      expect(list.y).toBeGreaterThan((await box(heading(page))).y);
      expect(list.y + list.height).toBeLessThan((await box(firstParagraph(page))).y);
      const width = await page.evaluate(() => document.documentElement.clientWidth);
      expect(list.x).toBeGreaterThanOrEqual(0);
      expect(list.x + list.width).toBeLessThanOrEqual(width);
      expect(await sidewaysOverflow(page)).toBe(0);
    });
  }
});

test.describe('on a laptop', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop widths');

  for (const path of ['/seo-services', '/online-reputation-management']) {
    test(`${path}: the list stands beside the heading and the paragraphs`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      const list = await box(card(page));
      const text = await box(firstParagraph(page));
      const title = await box(heading(page));
      // To the right of the text column, its top level with the top of the section's text.
      expect(list.x).toBeGreaterThan(text.x + text.width);
      expect(list.y).toBeLessThan(title.y);
      // The paragraphs follow the heading closely, whatever the card's height.
      expect(text.y - (title.y + title.height)).toBeLessThan(48);
    });
  }
});

test('the list leads on to the plans of a service that has them', async ({ page }) => {
  await page.goto('/smo-services');
  await expect(card(page)).toContainText('Plans from $299 per month.');
  await card(page).getByRole('link', { name: 'See SMO plans and prices' }).click();
  await expect(page).toHaveURL(/\/smo-pricing$/);
  await expect(page.locator('article.plan').first()).toBeVisible();
});

test('the list leads to the contact form, the service as its subject, where a service has no plans', async ({
  page,
}) => {
  await page.goto('/content-marketing');
  await card(page).getByRole('link', { name: 'Ask for a plan and a price' }).click();
  await expect(page).toHaveURL(/\/contact\?service=content-marketing#message$/);
  await expect(page.locator('form').getByLabel('Subject')).toHaveValue('Content Marketing');
});
