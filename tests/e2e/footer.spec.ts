import { expect, test } from '@playwright/test';

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
      const sizes = await links.evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return { link: element.getAttribute('href'), width: box.width, height: box.height };
        }),
      );
      const small = sizes.filter(({ width, height }) => width < MIN_TARGET || height < MIN_TARGET);
      expect(small, path).toEqual([]);
    }
  });
});
