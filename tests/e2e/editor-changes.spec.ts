import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { apiJson, expect, ONE_EDITION, test, type EditionId } from './fixtures';
import { staticPath } from '@/lib/routing';
import { E2E_EDITOR } from './support';

/**
 * An editor's change through the API reaches visitors on the next view of the page, on every edition, although
 * pages are served from the cache: a new promotion appears on its shop's page, a new title replaces the old one,
 * and a promotion moved to the trash is gone.
 */

async function editorToken(http: APIRequestContext): Promise<string> {
  const response = await http.post('/api/auth-jwt/', { data: E2E_EDITOR });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A shop of the edition that no other spec writes to: the last of its top shops but one. */
async function quietShop(http: APIRequestContext, edition: EditionId): Promise<{ id: number; slug: string }> {
  const top = await apiJson<{ results: { id: number; slug: string }[] }>(http, '/stores/top/', edition);
  const shop = top.results.at(-2);
  if (!shop) throw new Error(`${edition} has too few top shops`);
  return shop;
}

test('an editor’s new promotion, its new title and its deletion show on the shop’s page at the next view', async ({ page, http, edition }) => {
  const token = await editorToken(http);
  const headers = { authorization: `Bearer ${token}` };
  const shop = await quietShop(http, edition);
  await page.goto(`/${shop.slug}`);
  // The page is now in the cache; the change must reach the next view all the same.
  const title = `Code de test ${edition} ${Date.now()}`;
  const created = await http.post(`/api/promotions/?language=${edition}`, {
    headers,
    // Ending soon: the shop's list shows it among the first.
    data: { title, link: 'https://example.com/offre', kind: 'code', code: 'TEST2026', store: shop.id, status: 'published', expires_at: new Date(Date.now() + 86_400_000).toISOString() },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/${shop.slug}`);
  // The shop's list and its "latest" block both show it.
  await expect(page.locator(`[data-promotion="${id}"]`).first()).toContainText(title);

  const renamed = `${title} (modifié)`;
  expect((await http.patch(`/api/promotions/${id}/?language=${edition}`, { headers, data: { title: renamed } })).status()).toBe(200);
  await page.goto(`/${shop.slug}`);
  await expect(page.locator(`[data-promotion="${id}"] h3`).first()).toHaveText(renamed);

  expect((await http.post(`/api/promotions/bulk_destroy/?language=${edition}`, { headers, data: { promotions: [id] } })).status()).toBe(200);
  await page.goto(`/${shop.slug}`);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator(`[data-promotion="${id}"]`)).toHaveCount(0);
});

test('an admin’s redirection is served to the next visitor, and its removal too', async ({ page, http, edition }) => {
  const headers = { authorization: `Bearer ${await editorToken(http)}` };
  const shop = await quietShop(http, edition);
  const oldPath = `/ancienne-page-${edition}-${Date.now()}`;
  expect((await http.get(oldPath, { maxRedirects: 0 })).status()).toBe(404);

  const made = await http.post(`/api/seo/redirections/?language=${edition}`, { headers, data: { old_path: oldPath, new_path: `/${shop.slug}` } });
  expect(made.status()).toBe(201);
  const moved = await http.get(`${oldPath}?utm_source=newsletter`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/${shop.slug}?utm_source=newsletter`);
  await page.goto(oldPath);
  await expect(page).toHaveURL(new RegExp(`/${shop.slug}$`));

  const { id } = (await made.json()) as { id: number };
  expect((await http.delete(`/api/seo/redirections/${id}/?language=${edition}`, { headers })).status()).toBe(204);
  expect((await http.get(oldPath, { maxRedirects: 0 })).status()).toBe(404);
});

test('an uploaded picture is served at its /media address to every visitor', { tag: ONE_EDITION }, async ({ http }) => {
  const headers = { authorization: `Bearer ${await editorToken(http)}` };
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f4a259' } }).png().toBuffer();
  const uploaded = await http.post('/api/media_storage/upload_icon/', { headers, multipart: { file: { name: 'soleil.png', mimeType: 'image/png', buffer: png } } });
  expect(uploaded.status()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const served = await http.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.from(await served.body()).equals(png)).toBe(true);
  expect((await http.get('/media/icons/00000000000000000000000000000000.png')).status()).toBe(404);
});

test('an editor’s new text of the about page shows at the next view; a draft does not', async ({ page, http, edition }) => {
  const headers = { authorization: `Bearer ${await editorToken(http)}` };
  const path = staticPath(edition, 'about');
  if (!path) throw new Error(`${edition} has no about page`);
  // The heading stays as it is: the static pages' own spec checks it, in parallel with this one.
  const current = await apiJson<{ title: string; header_1: string }>(http, '/pages/about_us_page/', edition);
  await page.goto(path);
  const text = `Nous comparons les offres (${edition} ${Date.now()}).`;
  const put = (content: string, status = 'published') =>
    http.put(`/api/pages/update_page/?page=about_us_page&language=${edition}`, { headers, data: { title: current.title, header_1: current.header_1, content: `<p>${content}</p>`, status } });
  expect((await put(text)).status()).toBe(200);
  await page.goto(path);
  await expect(page.getByRole('main')).toContainText(text);

  expect((await put(`${text} Brouillon.`, 'draft')).status()).toBe(200);
  await page.goto(path);
  await expect(page.getByRole('main')).toContainText(text);
  await expect(page.getByRole('main')).not.toContainText('Brouillon.');
});

test('an editor’s SEO settings of a shop reach its page’s head at the next view', async ({ page, http, edition }) => {
  const headers = { authorization: `Bearer ${await editorToken(http)}` };
  const top = await apiJson<{ results: { id: number; slug: string }[] }>(http, '/stores/top/', edition);
  const shop = top.results.at(-3);
  if (!shop) throw new Error(`${edition} has too few top shops`);
  await page.goto(`/${shop.slug}`);
  const seo = (data: Record<string, unknown>) => http.patch(`/api/seo/store/${shop.id}/?language=${edition}`, { headers, data });
  const title = `Codes promo vérifiés ${Date.now()}`;
  expect((await seo({ seo_title: title, robots_noindex: true, canonical_url: 'https://partenaire.example/page' })).status()).toBe(200);
  try {
    await page.goto(`/${shop.slug}`);
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://partenaire.example/page');
  } finally {
    expect((await seo({ seo_title: '', robots_noindex: false, canonical_url: null })).status()).toBe(200);
  }
});

test('an editor’s published post is read at its address at once; a draft answers 404 there', async ({ page, http, edition }) => {
  const headers = { authorization: `Bearer ${await editorToken(http)}` };
  const stamp = Date.now();
  // A category and a date of their own: the blog's own specs read the newest posts and the biggest category meanwhile.
  const made = await http.post(`/api/blog_categories/?language=${edition}`, { headers, data: { name: `Essais ${edition} ${stamp}` } });
  expect(made.status()).toBe(201);
  const category = (await made.json()) as { id: number };
  const write = (data: Record<string, unknown>) =>
    http.post(`/api/posts/?language=${edition}`, { headers, data: { category: category.id, excerpt: 'Nos adresses.', content: '<p>Nos adresses préférées.</p>', published_at: '2019-03-01T09:00:00Z', ...data } });

  const draft = await write({ title: `Brouillon ${edition} ${stamp}`, status: 'draft' });
  expect(draft.status()).toBe(201);
  const { url: draftUrl } = (await draft.json()) as { url: string };
  expect((await page.goto(draftUrl))?.status()).toBe(404);

  const published = await write({ title: `Un week-end à Gand ${edition} ${stamp}`, status: 'published' });
  expect(published.status()).toBe(201);
  const post = (await published.json()) as { url: string; title: string };
  expect((await page.goto(post.url))?.status()).toBe(200);
  await expect(page.locator('main h1')).toHaveText(post.title);
});

test('an editor’s new shop has its page at once; a draft shop answers 404', async ({ page, http, edition }) => {
  const headers = { authorization: `Bearer ${await editorToken(http)}` };
  const stamp = Date.now();
  const write = (data: Record<string, unknown>) => http.post(`/api/stores/?language=${edition}`, { headers, data: { website_url: 'https://www.example.com/', ...data } });
  const draft = await write({ name: `Atelier brouillon ${edition} ${stamp}`, status: 'draft' });
  expect(draft.status()).toBe(201);
  expect((await page.goto(`/${((await draft.json()) as { slug: string }).slug}`))?.status()).toBe(404);

  const made = await write({ name: `Horizon Bleu ${edition} ${stamp}`, status: 'published', header_1: `Codes promo Horizon Bleu ${stamp}` });
  expect(made.status()).toBe(201);
  const shop = (await made.json()) as { slug: string };
  expect((await page.goto(`/${shop.slug}`))?.status()).toBe(200);
  // The page heads with the header the editor wrote.
  await expect(page.locator('main h1')).toHaveText(`Codes promo Horizon Bleu ${stamp}`);
});
