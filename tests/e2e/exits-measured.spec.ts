import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, message, test } from './fixtures';
import { quietShops } from './quiet-shops';
import { adminToken, logIn, ownAccount } from './editor-session';

/**
 * A visitor reveals a code: the new tab leaves through the site's `/go/` door, which sends it to the merchant (a stand-in
 * served by the test on this machine, through a network link whose `{click_id}` placeholder takes our click id) with
 * our origin only as the referrer; an editor then finds that click in the statistics, under the promotion and the page
 * it came from. A browser does not let a test answer for a host it was redirected to, hence a real server.
 */

// Headless Chromium says so in its user agent, and crawlers' lists count it a robot, kept out of the figures: this
// visitor's browser says what a visitor's says.
test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' });

test('a revealed code leaves through /go/ with a click id, and an editor sees the click in the statistics', async ({ page, context, http, edition, messages }) => {
  test.slow(); // a visitor's journey, a new tab, then an editor's login and the figures' batch write
  const stamp = Date.now();
  const [shop] = await quietShops(http, edition);
  const atMerchant: { url: string; referer: string | undefined }[] = [];
  const merchant = createServer((req, res) => {
    atMerchant.push({ url: req.url ?? '', referer: req.headers.referer });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Boutique partenaire</title><p>Bienvenue chez le partenaire</p>');
  });
  await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
  const merchantOrigin = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
  const title = `Code mesuré ${edition} ${stamp}`;
  const code = `MESURE${stamp % 100000}`;
  const created = await http.post(`/api/promotions/?language=${edition}`, {
    headers: { authorization: `Bearer ${await adminToken(http)}` },
    data: {
      title,
      link: `${merchantOrigin}/suivi?sub={click_id}&ued=https%3A%2F%2Fboutique.example%2Fete`,
      kind: 'code',
      code,
      store: shop.id,
      status: 'published',
      expires_at: new Date(stamp + 86_400_000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/${shop.slug}`);
  const card = page.locator(`article[data-promotion="${id}"]`).first();
  await card.scrollIntoViewIfNeeded();
  const reveal = card.locator('a[rel="sponsored nofollow noopener"]');
  await expect(reveal).toHaveAttribute('href', `/go/${id}`);
  const exit = context.waitForEvent('request', (request) => new URL(request.url()).pathname === `/go/${id}`);
  const [tab] = await Promise.all([context.waitForEvent('page'), reveal.click()]);
  await tab.waitForLoadState();
  expect(new URL((await exit).url()).pathname).toBe(`/go/${id}`);
  await expect(tab.getByText('Bienvenue chez le partenaire')).toBeVisible();
  const landed = new URL(tab.url());
  expect(landed.origin).toBe(merchantOrigin);
  expect(landed.searchParams.get('ued')).toBe('https://boutique.example/ete');
  expect(landed.searchParams.get('sub')).toMatch(/^[a-z0-9]{20}$/);
  // The merchant learns where the visitor comes from, our site, and nothing of the page.
  expect(atMerchant.filter((hit) => hit.url.startsWith('/suivi'))).toHaveLength(1);
  expect(new URL(atMerchant[0].referer ?? 'http://none.invalid/x').pathname).toBe('/');
  await tab.close();
  merchant.close();
  await expect(page.getByRole('dialog', { name: title }).getByTestId('promotion-code')).toHaveText(code);

  // The editor of the edition finds the click under the promotion, and the shop's page as where it came from.
  await logIn(page, messages, await ownAccount(http, edition, 'editor'));
  const promotions = page.getByRole('region', { name: message(messages, 'admin.stats.table.title.promotion') });
  await expect
    .poll(
      async () => {
        await page.goto(`/admin/stats?store=${shop.id}`);
        return promotions.getByRole('row').filter({ hasText: title }).count();
      },
      { timeout: 20_000, intervals: [1000] },
    )
    .toBe(1);
  const row = promotions.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('cell').first()).toHaveText('1');
  const pages = page.getByRole('region', { name: message(messages, 'admin.stats.table.title.page') });
  await expect(pages.getByRole('row').filter({ hasText: `/${shop.slug}` })).toHaveCount(1);
});
