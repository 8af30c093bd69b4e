import type { Page } from '@playwright/test';
import { apiJson, expect, message, test, type EditionId, type Messages, type PageAnswer } from './fixtures';

/**
 * Pages that do not exist, although their route does: a page past the last of a list, a search page past its kind's
 * last, and a segment no route reads. Each is the edition's 404 page in the server's HTML (read without JavaScript),
 * head included: the 404 title, no canonical link, noindex. None keeps the head of the page it is not.
 */

/** The list routes of an edition, in its own spelling. */
const spelling: Record<EditionId, { comparator: string; categoryPromotions: string }> = {
  'fr-be': { comparator: '/comparateur', categoryPromotions: '/categories/promotions' },
  'nl-be': { comparator: '/vergelijken', categoryPromotions: '/categorieen/promoties' },
  'fr-fr': { comparator: '/comparateur', categoryPromotions: '/categories/promotions' },
};

/** What a 404 answer must show, from the server's HTML alone. */
async function expectNotFoundPage(page: Page, messages: Messages, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: message(messages, 'notFound.heading') }), path).toBeVisible();
  await expect(page, path).toHaveTitle(new RegExp(`^${message(messages, 'notFound.title')} \\| `));
  expect(await page.locator('title').count(), `${path}: one title`).toBe(1);
  await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(0);
  const robots = await page.locator('meta[name="robots"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? ''));
  expect(robots.length, path).toBeGreaterThan(0);
  for (const content of robots) expect(content, `${path}: robots`).toContain('noindex');
}

test.describe('pages that do not exist', () => {
  test.use({ javaScriptEnabled: false });

  test('past the last page, or with a segment no route reads, answer the 404 page from the server, head included', async ({ page, http, edition, messages }) => {
    test.slow(); // a dozen first renders on a shared 2-core machine
    const [store] = (await apiJson<PageAnswer<{ slug: string }>>(http, '/stores/top/', edition)).results;
    const [category] = (await apiJson<PageAnswer<{ slug: string }>>(http, '/categories/?in_menu=true&minified=true', edition)).results;
    const [blogCategory] = (await apiJson<PageAnswer<{ slug: string }>>(http, '/blog_categories/', edition)).results;
    const { comparator, categoryPromotions } = spelling[edition];
    const missing = [
      // Pages past the last of their list.
      `/${store.slug}?page=99`,
      `/${category.slug}?page=99`,
      `/blog/${blogCategory.slug}?page=99`,
      '/blog?page=99',
      `${categoryPromotions}?page=99`,
      `${comparator}?page=99999`,
      // A search page past its kind's last, with or without results of that kind.
      '/search?str=ski&kind=promotions&page=99',
      '/search?str=ski&kind=stores&page=2',
      // Segments no route reads.
      `${categoryPromotions}/a/b/c`,
      `${categoryPromotions}/x`,
      `${comparator}/x`,
      `${comparator}/a/b/c/d`,
    ];
    for (const path of missing) await expectNotFoundPage(page, messages, path);
  });
});
