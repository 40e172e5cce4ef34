import { expect, test, type Page } from '@playwright/test';
import { routes } from '../../src/data/routes.ts';
import { layoutShift, trackLayoutShift } from './helpers.ts';

/** The pages whose header carries an illustration: home, about, news, contact, services, pricing. */
const heroPaths = routes
  .filter((route) => ['home', 'about', 'news', 'contact', 'service', 'pricing'].includes(route.kind))
  .map((route) => route.path);

const header = (page: Page) => page.locator('main > .hero, main > .page-header');
const art = (page: Page) => header(page).locator('.hero-art');
const copy = (page: Page) => header(page).locator('.hero__copy, .page-header__copy');

/** A locator's box, which must exist. */
async function box(locator: ReturnType<Page['locator']>) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
}

test.describe('page-header illustrations', () => {
  test('fill the right of the header beside the text at 1280 and 1920 px', async ({ page, isMobile }) => {
    test.skip(isMobile, 'wide screens');
    test.setTimeout(180_000);
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of heroPaths) {
        await page.goto(path);
        await expect(art(page), `${path} at ${width}`).toBeVisible();
        await expect(art(page)).toHaveAttribute('aria-hidden', 'true');
        const [band, text, picture] = [await box(header(page)), await box(copy(page)), await box(art(page))];
        const inner = await box(header(page).locator('.container').first());
        const where = `${path} at ${width}px`;
        // Beside the text, inside the header band, and a real share of the content width.
        expect(picture.x, where).toBeGreaterThanOrEqual(text.x + text.width);
        expect(picture.x + picture.width, where).toBeLessThanOrEqual(inner.x + inner.width + 1);
        expect(picture.width, where).toBeGreaterThan(inner.width * 0.35);
        expect(picture.y, where).toBeGreaterThanOrEqual(band.y);
        expect(picture.y + picture.height, where).toBeLessThanOrEqual(band.y + band.height);
      }
    }
  });

  test('stay out of the way on a phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phones');
    for (const path of heroPaths) {
      await page.goto(path);
      await expect(art(page), path).toBeHidden();
    }
  });

  for (const path of ['/seo-services', '/contact', '/ppc-pricing']) {
    test(`${path} does not shift while it loads`, async ({ page }) => {
      await trackLayoutShift(page);
      await page.goto(path);
      expect(await layoutShift(page)).toBeLessThan(0.05);
    });
  }
});
