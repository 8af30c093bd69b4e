import type { APIRequestContext, Page } from '@playwright/test';
import { expect, message, test, type EditionId, apiJson, type PageAnswer } from './fixtures';

/**
 * The store page at its free slug (`/{store}`) on each edition: the shop card, its deals page by page (20 a
 * page, `?page=N` links that work without JavaScript), the expired deals apart, the other blocks, breadcrumbs,
 * SEO (canonical, no hreflang, Store JSON-LD without rating markup) and the 404s around it.
 */

const PAGE_SIZE = 20;

interface StoreListItem {
  slug: string;
  coupon_counts: number;
  offer_counts: number;
}

interface StoreAnswer {
  id: number;
  name: string;
  slug: string;
  icon: string | null;
  header_1: string | null;
  coupon_counts: number;
  offer_counts: number;
  expired_counts: number;
  top_stores: { slug: string }[];
}

interface PromotionAnswer {
  id: number;
  title: string;
}

/** The edition's shop with the most active deals, and its page's answers. */
async function busiestStore(http: APIRequestContext, edition: EditionId) {
  const list = await apiJson<PageAnswer<StoreListItem>>(http, '/stores/?size=100', edition);
  expect(list.results.length, 'the edition has shops').toBeGreaterThan(0);
  const [best] = [...list.results].sort((a, b) => b.coupon_counts + b.offer_counts - (a.coupon_counts + a.offer_counts));
  const store = await apiJson<StoreAnswer>(http, `/stores/${best.slug}/`, edition);
  const active = await apiJson<PageAnswer<PromotionAnswer>>(http, `/promotions/${store.id}/by_store/?size=${PAGE_SIZE}`, edition);
  return { store, active };
}

/** A shop of the edition with expired deals (every demo shop has some; the first that does). */
async function storeWithExpired(http: APIRequestContext, edition: EditionId) {
  const list = await apiJson<PageAnswer<StoreListItem>>(http, '/stores/?size=100', edition);
  for (const item of list.results) {
    const expired = await apiJson<PageAnswer<PromotionAnswer>>(http, `/promotions/${item.slug}/expired_promotions_by_store/`, edition);
    if (expired.count > 0) return { store: await apiJson<StoreAnswer>(http, `/stores/${item.slug}/`, edition), expired };
  }
  throw new Error(`no shop of ${edition} has expired promotions`);
}

const withStore = (text: string, store: string) => text.replace('{store}', store);

async function jsonLdThings(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as unknown;
    return (Array.isArray(data) ? data : [data]) as Record<string, unknown>[];
  });
}

function section(page: Page, id: string) {
  return page.locator(`section#${id}`);
}

test.describe('store page', () => {
  test('shop card, counts, deals, expired apart, other blocks, breadcrumbs, SEO', async ({ page, edition, facts, http, messages }) => {
    const { store, expired } = await storeWithExpired(http, edition);
    const active = await apiJson<PageAnswer<PromotionAnswer>>(http, `/promotions/${store.id}/by_store/?size=${PAGE_SIZE}`, edition);
    const related = await apiJson<PageAnswer<PromotionAnswer>>(http, `/promotions/${store.id}/related_offers/`, edition);
    const latest = await apiJson<PageAnswer<PromotionAnswer>>(http, `/promotions/${store.id}/latest_promotions_by_store/`, edition);
    const path = `/${store.slug}`;

    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', facts.htmlLang);

    // The shop card: logo, name as the only h1, counts equal to the API's.
    await expect(page.locator('h1')).toHaveText([store.header_1 || store.name]);
    await expect(page.locator(`img[src="${store.icon ?? '/logos/default-store.svg'}"]`).first()).toBeVisible();
    await expect(page.locator('[data-count="coupons"]')).toContainText(String(store.coupon_counts));
    await expect(page.locator('[data-count="offers"]')).toContainText(String(store.offer_counts));

    // Active deals: the first page of them, each title shown.
    const activeSection = section(page, 'store-promotions');
    await expect(activeSection.getByRole('heading', { level: 2 })).toHaveText(withStore(message(messages, 'store.activeHeading'), store.name));
    await expect(activeSection.locator(':scope > ul > li')).toHaveCount(Math.min(PAGE_SIZE, active.count));
    for (const promotion of active.results) await expect(activeSection).toContainText(promotion.title);

    // Expired deals: their own section after the active ones, not inside them.
    const expiredSection = section(page, 'store-expired');
    await expect(expiredSection.getByRole('heading', { level: 2 })).toHaveText(message(messages, 'store.expiredHeading'));
    await expect(expiredSection.locator(':scope > ul > li')).toHaveCount(Math.min(PAGE_SIZE, expired.count));
    for (const promotion of expired.results) await expect(expiredSection).toContainText(promotion.title);
    await expect(activeSection.locator('#store-expired')).toHaveCount(0);
    const expiredFollows = await page.evaluate(() => {
      const a = document.getElementById('store-promotions');
      const b = document.getElementById('store-expired');
      return Boolean(a && b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(expiredFollows, 'expired section below the active one').toBe(true);

    // Related offers, latest deals, other top shops.
    expect(related.count, 'API related offers').toBeGreaterThan(0);
    await expect(section(page, 'store-related').getByRole('heading', { level: 2 })).toHaveText(message(messages, 'store.relatedHeading'));
    await expect(section(page, 'store-related').locator(':scope > ul > li')).toHaveCount(related.results.length);
    await expect(section(page, 'store-latest').getByRole('heading', { level: 2 })).toHaveText(withStore(message(messages, 'store.latestHeading'), store.name));
    await expect(section(page, 'store-latest').locator(':scope > ul > li')).toHaveCount(latest.results.length);
    if (store.top_stores.length > 0) {
      const top = section(page, 'store-top-stores');
      await expect(top.getByRole('heading', { level: 2 })).toHaveText(message(messages, 'store.topStoresHeading'));
      await expect(top.locator(`a[href="/${store.top_stores[0].slug}"]`)).toBeVisible();
    }
    // Every block is labelled by its own h2.
    for (const block of await page.locator('section[id^="store-"]').all()) {
      const labelledBy = await block.getAttribute('aria-labelledby');
      expect(labelledBy).toBeTruthy();
      await expect(page.locator(`#${labelledBy}`)).toHaveJSProperty('tagName', 'H2');
    }

    // Breadcrumbs: Home, then the shop as the current page.
    const crumbs = page.getByRole('navigation', { name: message(messages, 'breadcrumbs.label') });
    await expect(crumbs.getByRole('listitem')).toHaveCount(2);
    await expect(crumbs.getByRole('listitem').nth(0).getByRole('link')).toHaveAttribute('href', '/');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(store.name);

    // SEO: canonical on the edition's domain, no hreflang (shops are per edition), Store JSON-LD without ratings.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://${facts.domain}${path}`);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    const things = await jsonLdThings(page);
    const shop = things.find((thing) => thing['@type'] === 'Store');
    expect(shop, 'Store JSON-LD').toBeTruthy();
    expect(shop).toMatchObject({ name: store.name, url: `https://${facts.domain}${path}` });
    expect(JSON.stringify(things)).not.toMatch(/aggregateRating/i);
    const trail = things.find((thing) => thing['@type'] === 'BreadcrumbList') as { itemListElement?: { name: string }[] } | undefined;
    expect(trail?.itemListElement?.map((item) => item.name)).toEqual([message(messages, 'breadcrumbs.home'), store.name]);
  });

  test('pagination: 20 a page, page 1 without parameter, past the last is 404', async ({ page, edition, http }) => {
    const { store, active } = await busiestStore(http, edition);
    const path = `/${store.slug}`;
    const pages = Math.max(1, Math.ceil(active.count / PAGE_SIZE));

    // Past the last page: 404 (on a one-page shop that is already ?page=2).
    expect((await http.get(`${path}?page=${pages + 1}`)).status(), `${path}?page=${pages + 1}`).toBe(404);
    expect((await http.get(`${path}?page=1`)).status()).toBe(200);

    await page.goto(path);
    const nav = section(page, 'store-promotions').locator('nav');
    if (pages === 1) {
      await expect(nav).toHaveCount(0);
      test.info().annotations.push({
        type: 'demo data',
        description: `the busiest shop of ${edition} has ${active.count} active promotions (≤ ${PAGE_SIZE}): only the one-page case is checked`,
      });
      return;
    }
    await expect(nav.locator(`a[href="${path}?page=2"]`)).toBeVisible();
    const second = await page.goto(`${path}?page=2`);
    expect(second?.status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}\\?page=2$`));
    await expect(section(page, 'store-promotions').locator('nav').locator(`a[href="${path}"]`)).toBeVisible();
  });

  test('404s: below a shop and an unknown slug', async ({ page, http }) => {
    const list = (await (await http.get('/api/stores/?size=1')).json()) as PageAnswer<StoreListItem>;
    const slug = list.results[0].slug;
    for (const path of [`/${slug}/extra`, `/${slug}/extra/more`, '/no-such-shop-anywhere', '/no-such-shop-anywhere/extra']) {
      expect((await http.get(path)).status(), path).toBe(404);
    }
    const response = await page.goto(`/${slug}/extra`);
    expect(response?.status()).toBe(404);
  });

  test('?code= deep link keeps the page and drops out of the canonical', async ({ page, edition, facts, http }) => {
    const { store, active } = await busiestStore(http, edition);
    const id = active.results[0]?.id ?? 1;
    const response = await page.goto(`/${store.slug}?code=${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText([store.header_1 || store.name]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://${facts.domain}/${store.slug}`);
  });
});

test.describe('store page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('renders and pages through plain links', async ({ page, edition, http, messages }) => {
    const { store, active } = await busiestStore(http, edition);
    const path = `/${store.slug}`;
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText([store.header_1 || store.name]);
    await expect(section(page, 'store-promotions').locator(':scope > ul > li')).toHaveCount(Math.min(PAGE_SIZE, active.count));
    if (active.count <= PAGE_SIZE) return;
    await section(page, 'store-promotions').getByRole('link', { name: message(messages, 'pagination.next') }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?page=2$`));
    await expect(section(page, 'store-promotions').locator(':scope > ul > li')).toHaveCount(Math.min(PAGE_SIZE, active.count - PAGE_SIZE));
  });
});
