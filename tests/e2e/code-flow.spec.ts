import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, message, test, type EditionId } from './fixtures';

/**
 * What a visitor comes for: home → shop → reveal and copy a code → the use is counted, on a phone and a desktop,
 * on each edition.
 */

interface ApiPromotion {
  id: number;
  title: string;
  kind: string;
  link: string;
  used_count: number;
  coupon: { id: number; code: string } | null;
  stores: { name: string; slug: string }[];
}

interface StoreAnswer {
  slug: string;
  name: string;
  promotions: ApiPromotion[];
}

const language = (edition: EditionId) => `language=${edition}`;

/**
 * The `nth` promotion matching `wanted` among the home page's shops. Tests run in parallel on one database:
 * each counting test takes a promotion of its own, so no test sees another's use.
 */
async function storeWith(http: APIRequestContext, edition: EditionId, wanted: (p: ApiPromotion) => boolean, nth = 0) {
  const home = (await (await http.get(`/api/pages/home_page_stores/?${language(edition)}`)).json()) as { results?: { slug: string }[] } | { slug: string }[];
  const candidates = Array.isArray(home) ? home : (home.results ?? []);
  let skip = nth;
  for (const { slug } of candidates) {
    const store = (await (await http.get(`/api/stores/${slug}/?${language(edition)}`)).json()) as StoreAnswer;
    for (const promotion of store.promotions.filter(wanted)) {
      if (skip-- === 0) return { store, promotion };
    }
  }
  throw new Error('not enough home-page shops with such promotions in the demo content');
}

const isCode = (p: ApiPromotion) => p.kind === 'code' && p.coupon !== null;

/** The shops' sites are elsewhere on the internet: the new tab gets a stand-in page instead. */
async function stubShops(context: BrowserContext, domain: string) {
  await context.route(
    (url) => !url.hostname.endsWith(domain),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Boutique</title><p>Boutique partenaire</p>' }),
  );
}

async function usedCount(http: APIRequestContext, edition: EditionId, id: number) {
  return ((await (await http.get(`/api/promotions/${id}/?${language(edition)}`)).json()) as ApiPromotion).used_count;
}

function card(page: Page, id: number) {
  return page.locator(`article[data-promotion="${id}"]`).first();
}

for (const viewport of [
  { name: 'phone', width: 375, height: 740, nth: 0 },
  { name: 'desktop', width: 1280, height: 800, nth: 1 },
]) {
  test.describe(`the code flow on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('home → shop → reveal and copy the code → the use is counted', async ({ page, context, edition, facts, http, messages }) => {
      test.slow(); // a whole journey: two pages, a new tab, the API
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: `http://${facts.domain}` });
      await stubShops(context, facts.domain);
      const { store, promotion } = await storeWith(http, edition, isCode, viewport.nth);
      const before = await usedCount(http, edition, promotion.id);

      await page.goto('/');
      const shopLink = page.getByRole('main').locator(`a[href="/${store.slug}"]`).first();
      await shopLink.scrollIntoViewIfNeeded();
      await shopLink.click();
      await page.waitForURL(`/${store.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(store.name);

      const promo = card(page, promotion.id);
      await promo.scrollIntoViewIfNeeded();
      const usage = promo.locator('[data-used-count]');
      await expect(usage).toHaveAttribute('data-used-count', String(before));
      // Found by its rel: its name changes to the code once revealed.
      const reveal = promo.locator('a[rel="sponsored nofollow noopener"]');
      await expect(reveal).toHaveAccessibleName(new RegExp(`^(${message(messages, 'promotions.button.masked')}|${message(messages, 'promotions.button.getCode')})`));
      await expect(reveal).toHaveAttribute('target', '_blank');
      await expect(reveal).not.toContainText(promotion.coupon!.code);

      // The new tab leaves through the site's counted door, which sends it on to the shop's stored link (a browser
      // does not let a test answer for a host it was redirected to: the redirect itself is what is checked).
      await expect(reveal).toHaveAttribute('href', `/go/${promotion.id}`);
      const exit = context.waitForEvent('response', (response) => new URL(response.url()).pathname === `/go/${promotion.id}`);
      const [shop] = await Promise.all([context.waitForEvent('page'), reveal.click()]);
      expect((await exit).status()).toBe(302);
      expect((await exit).headers().location).toBe(promotion.link);
      await shop.close();

      const dialog = page.getByRole('dialog', { name: promotion.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('promotion-code')).toHaveText(promotion.coupon!.code);
      await expect(page).toHaveURL(`/${store.slug}?code=${promotion.id}`);

      const copy = dialog.getByRole('button', { name: message(messages, 'promotions.modal.copy') });
      await expect(copy).toBeFocused();
      await copy.click();
      // The button's name is its text: once it says "copied" it is found by that name.
      await expect(dialog.getByRole('button', { name: message(messages, 'promotions.modal.copied') })).toBeVisible();
      await expect(dialog.getByRole('status').first()).toContainText(promotion.coupon!.code);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(promotion.coupon!.code);

      // Counted on the server and shown on the card behind the dialog without a reload.
      await expect(usage).toHaveAttribute('data-used-count', String(before + 1));
      await expect(reveal).toContainText(promotion.coupon!.code);
      expect(await usedCount(http, edition, promotion.id)).toBe(before + 1);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(reveal).toBeFocused();
      await expect(page).toHaveURL(`/${store.slug}`);
    });
  });
}

test('a ?code=ID link opens the promotion’s modal on load without counting a use', async ({ page, edition, http }) => {
  const { store, promotion } = await storeWith(http, edition, isCode, 2);
  const before = await usedCount(http, edition, promotion.id);
  await page.goto(`/${store.slug}?code=${promotion.id}`);
  const dialog = page.getByRole('dialog', { name: promotion.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('promotion-code')).toHaveText(promotion.coupon!.code);
  expect(await usedCount(http, edition, promotion.id)).toBe(before);
  await dialog.getByRole('button', { name: /.+/ }).first().click(); // the close button comes first
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`/${store.slug}`);
});

test('an offer without a code says so, links to the shop and counts the use', async ({ page, context, edition, facts, http, messages }) => {
  await stubShops(context, facts.domain);
  const { store, promotion } = await storeWith(http, edition, (p) => p.kind !== 'code');
  const before = await usedCount(http, edition, promotion.id);
  await page.goto(`/${store.slug}`);
  const promo = card(page, promotion.id);
  const button = promo.getByRole('link', {
    name: new RegExp(`${message(messages, 'promotions.button.offer')}|${message(messages, 'promotions.button.freeDelivery')}`),
  });
  const [shop] = await Promise.all([context.waitForEvent('page'), button.click()]);
  await shop.close();
  const dialog = page.getByRole('dialog', { name: promotion.title });
  await expect(dialog).toContainText(message(messages, 'promotions.modal.noCode').replace('{store}', store.name));
  const go = dialog.getByRole('link', { name: message(messages, 'promotions.modal.goToStore').replace('{store}', store.name) });
  await expect(go).toHaveAttribute('href', `/go/${promotion.id}`);
  await expect(promo.locator('[data-used-count]')).toHaveAttribute('data-used-count', String(before + 1));
});

test('promotion cards word their expiry in the edition’s language', async ({ page, edition, http, messages }) => {
  const { store } = await storeWith(http, edition, isCode);
  await page.goto(`/${store.slug}`);
  const wordings = await page.locator('article[data-promotion] [data-expiry]').allTextContents();
  expect(wordings.length).toBeGreaterThan(0);
  const expiry = messages.promotions as { expiry: Record<string, string> };
  const starts = Object.values(expiry.expiry).map((text) => text.split('{')[0].trim());
  for (const text of wordings) expect(starts.some((start) => text.startsWith(start))).toBe(true);
});
