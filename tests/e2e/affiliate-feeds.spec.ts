import { createServer } from 'node:http';
import { createTranslator } from 'next-intl';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { apiJson, expect, hydrated, message, PER_LANGUAGE, screenshotPath, test, type Messages, type PageAnswer } from './fixtures';
import { logIn, ownAccount } from './editor-session';

/**
 * An admin brings a merchant's CSV feed in through the screens only: creates the feed with its column mapping, runs
 * it, maps its advertiser to a shop (the suggested one), and the offers show on the shop's page for visitors; the
 * feed then loses an offer, runs again, and the offer is gone from the page. The feed is served by the test itself.
 */

/** The merchant's file: one line per offer, `;`-separated, as a partner would publish it. */
function merchantCsv(shopName: string, offers: { id: string; title: string; code: string }[]): string {
  const lines = offers.map((o) => [o.id, shopName, o.title, `https://track.partner.example/c?offer=${o.id}`, o.code, '2027-12-31 23:59:00'].join(';'));
  return ['Ref;Marque;Titre;Lien;Code;Fin', ...lines].join('\n');
}

/** Fills a field of the feed form found by its label's message. */
const fill = (page: Page, messages: Messages, key: string, value: string, required = false) =>
  page
    .getByLabel(required ? message(messages, 'admin.feeds.form.requiredLabel').replace('{label}', message(messages, key)) : message(messages, key), { exact: true })
    .fill(value);

test('an admin imports a CSV feed into a shop, and an offer that leaves the feed leaves the site', { tag: PER_LANGUAGE }, async ({ page, browser, http, edition, facts, messages, baseURL }, testInfo) => {
  testInfo.setTimeout(180_000);
  const words = (namespace: string) => createTranslator({ locale: facts.htmlLang, messages, namespace: namespace as never }) as unknown as (key: string, values: Record<string, string | number>) => string;
  const runner = words('admin.feeds.runner');
  const stamp = Date.now();
  const shop = (await apiJson<PageAnswer<{ id: number; name: string; slug: string }>>(http, '/stores/top/', edition)).results.at(-2)!;
  const offers = Array.from({ length: 6 }, (_, i) => ({ id: `E2E${stamp}-${i}`, title: `${edition} flux ${stamp} offre ${i + 1}`, code: `FLUX${i + 1}X${stamp % 1000}` }));
  const feed = { body: merchantCsv(shop.name, offers) };
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
    res.end(feed.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/offres.csv`;

  try {
    await logIn(page, messages, await ownAccount(http, edition));

    // 1. The feed, with its column mapping.
    await page.goto('/admin/feeds/new');
    const create = page.getByRole('button', { name: message(messages, 'admin.feeds.form.create') });
    await hydrated(create);
    await page.getByLabel(message(messages, 'admin.feeds.form.name'), { exact: true }).fill(`Partenaire ${stamp}`);
    await page.getByLabel(message(messages, 'admin.feeds.form.network'), { exact: true }).selectOption('csv');
    await page.getByLabel(message(messages, 'admin.feeds.form.url'), { exact: true }).fill(feedUrl);
    await page.getByLabel(message(messages, 'admin.feeds.form.publishPublished')).check();
    await fill(page, messages, 'admin.feeds.form.sources.title', 'Titre', true);
    await fill(page, messages, 'admin.feeds.form.sources.tracking_url', 'Lien', true);
    await fill(page, messages, 'admin.feeds.form.sources.advertiser_name', 'Marque', true);
    await fill(page, messages, 'admin.feeds.form.sources.offer_id', 'Ref');
    await fill(page, messages, 'admin.feeds.form.sources.code', 'Code');
    await fill(page, messages, 'admin.feeds.form.sources.ends_at', 'Fin');
    await page.getByLabel(message(messages, 'admin.feeds.form.delimiter'), { exact: true }).selectOption(';');
    await page.getByLabel(message(messages, 'admin.feeds.form.dateFormat'), { exact: true }).selectOption('yyyy-mm-dd hh:mm:ss');
    await create.click();
    await expect(page).toHaveURL(/\/admin\/feeds\/\d+$/);
    const feedPage = page.url();

    // 2. A first run: the advertiser has no shop yet, its offers wait.
    const runNow = page.getByRole('button', { name: message(messages, 'admin.feeds.runner.runNow') });
    await hydrated(runNow);
    await runNow.click();
    const firstRun = runner('done', { created: 0, updated: 0, unchanged: 0, withdrawn: 0, skipped: 0, unmapped: 6 });
    await expect(page.getByRole('status').filter({ hasText: firstRun })).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: screenshotPath(`affiliate-feed-run-${edition}`), fullPage: true });

    // 3. The advertiser mapped to its suggested shop: its offers become the shop's promotions at once.
    await page.getByRole('link', { name: new RegExp(message(messages, 'admin.feeds.advertisersLink')) }).first().click();
    const suggested = page.getByRole('group', { name: message(messages, 'admin.feeds.advertisers.choicesFor').replace('{name}', shop.name) }).getByRole('button', { name: shop.name, exact: true });
    await hydrated(suggested);
    await suggested.click();
    const saved = words('admin.feeds.advertisers')('saved', { count: 6, name: shop.name, shop: shop.name });
    await expect(page.getByRole('status').filter({ hasText: saved })).toBeVisible();

    // 4. A visitor sees them on the shop's page.
    const visitor = await (await browser.newContext({ baseURL })).newPage();
    await visitor.goto(`/${shop.slug}`);
    const deals = visitor.locator('#store-promotions');
    for (const offer of offers) await expect(deals.getByRole('heading', { name: offer.title, exact: true })).toBeVisible();

    // 5. The feed loses an offer; the next run withdraws it, and the page no longer shows it.
    feed.body = merchantCsv(shop.name, offers.slice(0, 5));
    await page.goto(feedPage);
    await hydrated(runNow);
    await runNow.click();
    const secondRun = runner('done', { created: 0, updated: 0, unchanged: 5, withdrawn: 1, skipped: 0, unmapped: 0 });
    await expect(page.getByRole('status').filter({ hasText: secondRun })).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => {
      await visitor.reload();
      return visitor.getByText(offers[5].title, { exact: true }).count();
    }, { timeout: 15_000 }).toBe(0);
    for (const offer of offers.slice(0, 5)) await expect(deals.getByRole('heading', { name: offer.title, exact: true })).toBeVisible();
    await visitor.context().close();
  } finally {
    server.close();
  }
});
