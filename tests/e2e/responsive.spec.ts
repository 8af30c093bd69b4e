import { expect, test, PER_LANGUAGE } from './fixtures';
import { allStaticPaths } from './routes';

/**
 * On a 360 px phone (the narrowest common Android width) no static page is wider than the screen (no sideways scrolling) and the text keeps a
 * margin from the screen's edges.
 */
test.describe('phone layout at 360 px', { tag: PER_LANGUAGE }, () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('no page scrolls sideways and headings keep a side margin', async ({ page, edition }) => {
    test.slow(); // every static page of the edition in turn
    for (const path of allStaticPaths(edition)) {
      await page.goto(path);
      const h1 = page.locator('h1').first();
      await expect(h1, path).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is ${width}px wide`).toBeLessThanOrEqual(360);
      const box = await h1.boundingBox();
      expect(box?.x ?? 0, `${path}: h1 at the screen's edge`).toBeGreaterThanOrEqual(12);
    }
  });
});
