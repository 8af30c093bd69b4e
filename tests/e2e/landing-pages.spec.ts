import type { APIRequestContext, Page } from '@playwright/test';
import { expect, message, redirectTarget, test, type EditionId, type Messages, apiJson, type PageAnswer } from './fixtures';

/**
 * Destinations and categories on each edition: countries, regions and cities at `/pays/…`
 * (`/bestemmingen/…`), categories at each depth at `/categories/…` (`/categorieen/…`), the same pages and a
 * shop by free slug, the route guard's 404s and redirects, breadcrumbs and their links, hreflang, and the
 * category's promotions 20 a page with the type filter. Slugs come from the API at test time: each edition
 * has its own content.
 */

const destinationsSegment: Record<EditionId, string> = { 'fr-be': 'pays', 'nl-be': 'bestemmingen', 'fr-fr': 'pays' };
/** A client-side navigation waits for the server's render: slow when the whole suite shares two cores. */
const NAVIGATION = 20_000;
const categoriesSegment: Record<EditionId, string> = { 'fr-be': 'categories', 'nl-be': 'categorieen', 'fr-fr': 'categories' };

interface Named {
  id: number;
  name: string;
  slug: string;
}
interface CityAnswer extends Named {
  url: string;
  location: Named;
  parent: Named | null;
}
interface CategoryRow extends Named {
  parent_category: number | null;
}
/** A city placed in a region, with its region and country. */
async function cityInRegion(http: APIRequestContext, edition: EditionId): Promise<CityAnswer & { parent: Named }> {
  const list = await apiJson<PageAnswer<CityAnswer>>(http, '/sublocations/?kind=city&size=50', edition);
  const city = list.results.find((c) => c.parent !== null);
  expect(city, 'a city in a region').toBeTruthy();
  return city as CityAnswer & { parent: Named };
}

/** The edition's categories as chains root → leaf, deepest first. */
async function categoryChains(http: APIRequestContext, edition: EditionId): Promise<CategoryRow[][]> {
  const list = await apiJson<PageAnswer<CategoryRow>>(http, '/categories/?size=100', edition);
  const byId = new Map(list.results.map((row) => [row.id, row]));
  const chainOf = (row: CategoryRow): CategoryRow[] => {
    const parent = row.parent_category === null ? undefined : byId.get(row.parent_category);
    return parent ? [...chainOf(parent), row] : [row];
  };
  return list.results.map(chainOf).sort((a, b) => b.length - a.length);
}

/** The breadcrumbs as the visitor reads them: each item's text and, but for the last, its link. */
async function crumbs(page: Page, messages: Messages) {
  const nav = page.getByRole('navigation', { name: message(messages, 'breadcrumbs.label') });
  await expect(nav).toBeVisible();
  const items = nav.getByRole('listitem');
  const count = await items.count();
  const out: { name: string; href: string | null }[] = [];
  for (let i = 0; i < count; i++) {
    const item = items.nth(i);
    const link = item.getByRole('link');
    out.push({ name: (await item.innerText()).trim(), href: (await link.count()) > 0 ? await link.getAttribute('href') : null });
  }
  return out;
}

async function canonical(page: Page) {
  return page.locator('link[rel="canonical"]').getAttribute('href');
}

test.describe('destination pages', () => {
  test('a country, a region and a city, with their breadcrumbs chain and its links', async ({ page, http, edition, facts, messages }) => {
    test.slow();
    const city = await cityInRegion(http, edition);
    const prefix = `/${destinationsSegment[edition]}`;
    const countryPath = `${prefix}/${city.location.slug}`;
    const regionPath = `${countryPath}/${city.parent.slug}`;
    const cityPath = `${regionPath}/${city.slug}`;
    expect(city.url).toBe(cityPath);
    const home = message(messages, 'breadcrumbs.home');

    const response = await page.goto(countryPath);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(city.location.name);
    expect(await crumbs(page, messages)).toEqual([
      { name: home, href: '/' },
      { name: city.location.name, href: null },
    ]);
    expect(await canonical(page)).toBe(`https://${facts.domain}${countryPath}`);
    // Every country exists in the three editions: three hreflang links and x-default.
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(4);
    expect(await page.locator('script[type="application/ld+json"]').allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining('"FAQPage"')]),
    );
    // The region is linked from its country.
    await expect(page.locator(`main a[href="${regionPath}"]`).first()).toBeVisible();

    expect((await page.goto(regionPath))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(city.parent.name);
    expect(await crumbs(page, messages)).toEqual([
      { name: home, href: '/' },
      { name: city.location.name, href: countryPath },
      { name: city.parent.name, href: null },
    ]);

    expect((await page.goto(cityPath))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(city.name);
    expect(await crumbs(page, messages)).toEqual([
      { name: home, href: '/' },
      { name: city.location.name, href: countryPath },
      { name: city.parent.name, href: regionPath },
      { name: city.name, href: null },
    ]);

    // The chain's links lead to the pages they name.
    const nav = page.getByRole('navigation', { name: message(messages, 'breadcrumbs.label') });
    await nav.getByRole('link', { name: city.parent.name }).click();
    await expect(page).toHaveURL(`http://${facts.domain}${regionPath}`, { timeout: NAVIGATION });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(city.parent.name);
  });

  test('a place asked under the wrong parents moves to its own path; deeper than three slugs is a 404', async ({ http, edition }) => {
    const city = await cityInRegion(http, edition);
    const prefix = `/${destinationsSegment[edition]}`;
    // The redirect is cached with the page: it keeps the list's state (`page`), not a visitor's tracking parameters.
    const moved = await http.get(`${prefix}/${city.slug}?utm_source=x&page=2`, { maxRedirects: 0 });
    expect([301, 308]).toContain(moved.status());
    expect(redirectTarget(moved.headers().location, 'x').path).toBe(`${city.url}?page=2`);
    expect((await http.get(`${city.url}/extra`)).status()).toBe(404);
    expect((await http.get(`${prefix}/${city.location.slug}/zz-nowhere`)).status()).toBe(404);
  });
});

test.describe('category pages', () => {
  test('a category at each depth, with its chain of parents', async ({ page, http, edition, facts, messages }) => {
    test.slow();
    const [deepest] = await categoryChains(http, edition);
    expect(deepest.length, 'the demo tree has three levels').toBe(3);
    const prefix = `/${categoriesSegment[edition]}`;
    const paths = deepest.map((_, i) => `${prefix}/${deepest.slice(0, i + 1).map((c) => c.slug).join('/')}`);
    const home = message(messages, 'breadcrumbs.home');

    for (let depth = 0; depth < 3; depth++) {
      const response = await page.goto(paths[depth]);
      expect(response?.status(), paths[depth]).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await canonical(page)).toBe(`https://${facts.domain}${paths[depth]}`);
      expect(await crumbs(page, messages)).toEqual([
        { name: home, href: '/' },
        ...deepest.slice(0, depth + 1).map((c, i) => ({ name: c.name, href: i === depth ? null : paths[i] })),
      ]);
    }
    // The parent lists its child.
    await page.goto(paths[1]);
    await expect(page.locator(`main a[href="${paths[2]}"]`).first()).toBeVisible();

    // Asked by its slug alone under the prefix, the leaf moves to its whole chain.
    const moved = await http.get(`${prefix}/${deepest[2].slug}`, { maxRedirects: 0 });
    expect([301, 308]).toContain(moved.status());
    expect(redirectTarget(moved.headers().location, 'x').path).toBe(paths[2]);
    expect((await http.get(`${paths[2]}/zz-extra`)).status()).toBe(404);
  });

  test('promotions 20 a page, with the codes / offers filter', async ({ page, http, edition, messages }) => {
    test.slow();
    const chains = await categoryChains(http, edition);
    const roots = chains.filter((chain) => chain.length === 1).map(([root]) => root);
    const counted = await Promise.all(
      roots.map(async (root) => ({ root, counts: await apiJson<{ coupon_counts: number; offer_counts: number; total: number }>(http, `/categories/${root.id}/promotions_counts/`, edition) })),
    );
    const { root, counts } = counted.sort((a, b) => b.counts.total - a.counts.total)[0];
    expect(counts.total, 'a category with more than one page of deals').toBeGreaterThan(20);
    const path = `/${categoriesSegment[edition]}/${root.slug}`;
    const list = page.locator('#category-promotions');
    const cards = list.locator('article[data-promotion]');

    await page.goto(path);
    await expect(cards).toHaveCount(20);
    const pagination = page.getByRole('navigation', { name: message(messages, 'pagination.label') });
    await pagination.getByRole('link', { name: message(messages, 'pagination.next') }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?page=2`), { timeout: NAVIGATION });
    await expect(cards).toHaveCount(Math.min(20, counts.total - 20));
    const firstOfPage2 = await cards.first().getAttribute('data-promotion');
    await page.goto(path);
    expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-promotion')))).not.toContain(firstOfPage2);

    // The filter: codes only, the link marked current, the count on it.
    const filter = list.locator('a[data-type="code"]');
    await expect(filter).toContainText(String(counts.coupon_counts));
    await filter.click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?type=code`), { timeout: NAVIGATION });
    await expect(list.locator('a[data-type="code"]')).toHaveAttribute('aria-current', 'page');
    await expect(cards).toHaveCount(Math.min(20, counts.coupon_counts));
    expect(await list.locator('[data-kind]').evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('data-kind')))])).toEqual(['code']);

    // A page past the last is a 404.
    expect((await http.get(`${path}?page=${Math.ceil(counts.total / 20) + 1}`)).status()).toBe(404);
  });
});

test.describe('free slugs', () => {
  test('a country, a category and a shop by their slug alone; canonical to their own path', async ({ page, http, edition, facts }) => {
    test.slow();
    const city = await cityInRegion(http, edition);
    const [deepest] = await categoryChains(http, edition);
    const stores = await apiJson<PageAnswer<Named>>(http, '/stores/?size=1', edition);

    expect((await page.goto(`/${city.location.slug}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(city.location.name);
    expect(await canonical(page)).toBe(`https://${facts.domain}/${destinationsSegment[edition]}/${city.location.slug}`);

    expect((await page.goto(`/${city.location.slug}/${city.parent.slug}`))?.status()).toBe(200);
    expect(await canonical(page)).toBe(`https://${facts.domain}/${destinationsSegment[edition]}/${city.location.slug}/${city.parent.slug}`);

    const leaf = deepest[deepest.length - 1];
    expect((await page.goto(`/${leaf.slug}`))?.status()).toBe(200);
    expect(await canonical(page)).toBe(`https://${facts.domain}/${categoriesSegment[edition]}/${deepest.map((c) => c.slug).join('/')}`);

    const store = stores.results[0];
    expect((await page.goto(`/${store.slug}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(store.name);
  });

  test('an unknown slug, a wrong chain and five segments are 404 pages', async ({ page, http, edition, messages }) => {
    const city = await cityInRegion(http, edition);
    const response = await page.goto('/zz-no-such-place-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(messages, 'notFound.heading'));
    expect((await http.get(`/zz-elsewhere/${city.slug}`)).status()).toBe(404);
    expect((await http.get(`/${city.location.slug}/${city.parent.slug}/${city.slug}/a/b`)).status()).toBe(404);
    expect((await http.get(`/${destinationsSegment[edition]}/${city.location.slug}/${city.parent.slug}/${city.slug}/a`)).status()).toBe(404);
  });
});
