import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { apiJson, expect, hydrated, message, ONE_EDITION, screenshotPath, test } from './fixtures';
import { adminToken, logIn, ownAccount } from './editor-session';

/**
 * What editors do on each edition's own domain, through the screens only: a draft promotion previewed on its shop's
 * page while visitors do not see it, then published; a picture uploaded and used; a redirection followed by a
 * visitor; a shared code approved into its draft; the change read in the audit log. And drafts stay out of every
 * place a visitor could find them.
 */

/** A visitor: a browser of their own, without the editor's cookies. */
async function visitorPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

const toast = (page: Page, text: string | RegExp) => expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();

test('an editor drafts a promotion, previews it, publishes it, uses an uploaded picture, adds a redirection, approves a shared code and reads the log', async ({
  page,
  browser,
  http,
  edition,
  messages,
  baseURL,
}, testInfo) => {
  testInfo.setTimeout(180_000);
  const stamp = Date.now();
  const shop = (await apiJson<{ results: { id: number; name: string; slug: string }[] }>(http, '/stores/top/', edition)).results.at(-3)!;
  const title = `Séjour test ${edition} ${stamp}`;
  await logIn(page, messages, await ownAccount(http, edition));

  // 1. A draft promotion for the shop.
  await page.goto(`/admin/promotions/new?store=${shop.id}`);
  await expect(page.getByRole('combobox', { name: message(messages, 'admin.promotionForm.store') })).toHaveValue(shop.name);
  const titleField = page.getByLabel(message(messages, 'admin.promotionForm.title'), { exact: true });
  await hydrated(titleField);
  await titleField.fill(title);
  await page.getByRole('radio', { name: message(messages, 'admin.kinds.offer') }).check();
  await page.getByLabel(message(messages, 'admin.promotionForm.offer')).fill('-15 %');
  await page.getByLabel(message(messages, 'admin.promotionForm.link')).fill('https://www.example.com/sejour');
  // Ending soon: the shop's list shows it among the first.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel(message(messages, 'admin.promotionForm.expiresAt')).fill(`${tomorrow}T23:00`);
  await page.getByRole('button', { name: message(messages, 'admin.form.saveDraft') }).click();
  await toast(page, message(messages, 'admin.promotionForm.saved.draft').replace('{title}', title));
  await expect(page).toHaveURL(/\/admin\/promotions\/\d+$/);
  const promotionId = Number(page.url().split('/').at(-1));

  // 2. Its preview on the shop's page, with the bar.
  const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: message(messages, 'admin.preview.button'), exact: true }).click()]);
  await preview.waitForURL(new RegExp(`/${shop.slug}$`));
  await expect(preview.getByRole('complementary', { name: message(messages, 'preview.label') })).toContainText(message(messages, 'preview.title'));
  await expect(preview.getByText(title).first()).toBeVisible();

  // 3. A visitor does not see it.
  const visitor = await visitorPage(browser, baseURL);
  await visitor.goto(`/${shop.slug}`);
  await expect(visitor.locator('main h1')).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  await expect(visitor.getByRole('complementary', { name: message(messages, 'preview.label') })).toHaveCount(0);

  // Leaving the preview shows the page as visitors see it.
  await preview.getByRole('button', { name: message(messages, 'preview.exit') }).click();
  await expect(preview.getByRole('complementary', { name: message(messages, 'preview.label') })).toHaveCount(0);
  await expect(preview.getByText(title)).toHaveCount(0);
  await preview.close();

  // 4. Published, the visitor sees it on the next view.
  await page.getByRole('button', { name: message(messages, 'admin.form.publish') }).click();
  await toast(page, message(messages, 'admin.promotionForm.saved.published').replace('{title}', title));
  await visitor.reload();
  await expect(visitor.getByText(title).first()).toBeVisible();

  // 5. An icon uploaded to the library, then used as the promotion's slider picture.
  const iconName = `icone-${edition}-${stamp}.png`;
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0e7490' } }).png().toBuffer();
  await page.goto('/admin/media');
  const picker = page.getByLabel(message(messages, 'admin.media.upload.choose'));
  await hydrated(picker);
  await picker.setInputFiles({ name: iconName, mimeType: 'image/png', buffer: png });
  await toast(page, iconName);
  await page.goto(`/admin/promotions/${promotionId}`);
  const choose = page.getByRole('button', { name: message(messages, 'admin.media.picker.choose') });
  await hydrated(choose);
  await choose.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(message(messages, 'admin.media.picker.searchLabel')).fill(iconName.replace('.png', ''));
  await dialog.getByRole('button', { name: message(messages, 'admin.media.picker.search'), exact: true }).click();
  await dialog.getByRole('button', { name: message(messages, 'admin.media.picker.pick').replace('{name}', iconName) }).click();
  await expect(page.getByRole('img', { name: message(messages, 'admin.media.picker.current').replace('{label}', message(messages, 'admin.promotionForm.sliderImage')) })).toBeVisible();
  await page.getByRole('button', { name: message(messages, 'admin.form.save'), exact: true }).click();
  const headers = { authorization: `Bearer ${await adminToken(http)}` };
  await expect
    .poll(async () => ((await (await http.get(`/api/promotions/${promotionId}/editable/?language=${edition}`, { headers })).json()) as { slider_image: string | null }).slider_image)
    .toMatch(/^\/media\/.+/);

  // 6. A redirection, followed by the visitor.
  const oldPath = `/ancienne-offre-${stamp}`;
  await page.goto('/admin/redirections');
  const oldField = page.getByLabel(message(messages, 'admin.redirections.oldPath'));
  await hydrated(oldField);
  await oldField.fill(oldPath);
  await page.getByLabel(message(messages, 'admin.redirections.newPath')).fill(`/${shop.slug}`);
  await page.getByRole('button', { name: message(messages, 'admin.redirections.create') }).click();
  await toast(page, oldPath);
  await visitor.goto(oldPath);
  await expect(visitor).toHaveURL(new RegExp(`/${shop.slug}$`));
  await visitor.context().close();

  // 7. A shared code approved: its draft opens, prefilled.
  const code = `PARTAGE${stamp}`;
  const shared = await http.post(`/api/promotions/share_promotion/?language=${edition}`, {
    data: { store: shop.name, code, offer: 'Dix pour cent' },
    headers: { 'x-forwarded-for': `10.203.${stamp % 250}.1` },
  });
  expect(shared.status()).toBe(201);
  await page.goto('/admin/moderation');
  const item = page.getByRole('listitem').filter({ hasText: code });
  const approve = item.getByRole('button', { name: message(messages, 'admin.moderation.approve') });
  await hydrated(approve);
  await approve.click();
  await expect(page).toHaveURL(/\/admin\/promotions\/\d+$/);
  await expect(page.getByRole('textbox', { name: message(messages, 'admin.promotionForm.code') })).toHaveValue(code);

  // 8. The log tells who created the promotion.
  await page.goto('/admin/audit?entity_type=promotion');
  await expect(page.getByRole('link', { name: new RegExp(`\\b${promotionId}\\b`) }).first()).toBeVisible();
});

test('a draft stays out of every place a visitor could find it, and shows in an editor’s preview', async ({ page, http, requestAs, facts, edition, messages }) => {
  const headers = { authorization: `Bearer ${await adminToken(http)}` };
  const stamp = Date.now();
  const storeName = `Boutique cachée ${edition} ${stamp}`;
  const store = (await (await http.post(`/api/stores/?language=${edition}`, { headers, data: { name: storeName, website_url: 'https://www.example.com/', status: 'draft' } })).json()) as { id: number; slug: string };
  const category = (await (await http.post(`/api/blog_categories/?language=${edition}`, { headers, data: { name: `Coulisses ${edition} ${stamp}` } })).json()) as { id: number };
  const postTitle = `Article caché ${edition} ${stamp}`;
  const post = (await (
    await http.post(`/api/posts/?language=${edition}`, { headers, data: { title: postTitle, category: category.id, excerpt: 'Pas encore.', content: '<p>Pas encore publié.</p>', status: 'draft' } })
  ).json()) as { url: string; slug: string };
  const hidden = [storeName, postTitle, store.slug, post.slug];
  const expectNone = (text: string, where: string) => {
    for (const word of hidden) expect(text, `${where} names ${word}`).not.toContain(word);
  };

  // Pages, lists, search, the sitemap, the feed and the API without a token, for a visitor with no editor's cookie.
  const visitor = await requestAs(facts.domain);
  expect((await visitor.get(`/${store.slug}`)).status()).toBe(404);
  expect((await visitor.get(new URL(post.url, 'http://x').pathname)).status()).toBe(404);
  expectNone(await (await visitor.get('/blog')).text(), 'the blog');
  expectNone(await (await visitor.get(`/search?str=${encodeURIComponent(`cachée ${stamp}`)}`)).text(), 'the search page');
  expectNone(await (await visitor.get('/sitemap.xml')).text(), 'the sitemap');
  expectNone(await (await visitor.get('/blog/rss.xml')).text(), 'the feed');
  expectNone(await (await visitor.get(`/api/search/?language=${edition}&name=${stamp}`)).text(), 'the search API');
  expectNone(await (await visitor.get(`/api/posts/?language=${edition}&size=100`)).text(), 'the posts API');
  expect((await visitor.get(`/api/stores/${store.slug}/?language=${edition}`)).status()).toBe(404);
  expect((await visitor.get(`/api/stores/${store.slug}/?language=${edition}&preview=1`)).status()).toBe(401);

  // An editor's preview shows both, with the bar; a link of another kind opens nothing.
  await logIn(page, messages, await ownAccount(http, edition));
  for (const path of [`/${store.slug}`, new URL(post.url, 'http://x').pathname]) {
    // Any editor of the edition may make the link; it opens for whoever is signed in as one.
    const link = (await (await http.post(`/api/preview_links/?language=${edition}`, { headers, data: { path } })).json()) as { token: string };
    await page.goto(`/admin/preview?token=${encodeURIComponent(link.token)}`);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('complementary', { name: message(messages, 'preview.label') })).toBeVisible();
    await expect(page.locator('main h1')).toContainText(path.includes(store.slug) ? storeName.split(' ')[0] : postTitle);
  }
  // A link followed from a mail comes without the editor's strict cookie: the site takes one step of its own first.
  const fromMail = await visitor.get('/admin/preview?token=abc', { headers: { 'sec-fetch-site': 'cross-site' }, maxRedirects: 0 });
  expect(fromMail.status()).toBe(200);
  expect(await fromMail.text()).toContain('url=/admin/preview?token=abc&amp;hop=1');
  const signedOut = await visitor.get('/admin/preview?token=abc&hop=1', { headers: { 'sec-fetch-site': 'cross-site' }, maxRedirects: 0 });
  expect(signedOut.status()).toBe(303);
  expect(signedOut.headers().location).toBe('/admin/preview/open?token=abc');
  await page.goto('/admin/preview?token=not-a-token');
  await expect(page.getByRole('heading', { name: message(messages, 'admin.preview.invalidTitle') })).toBeVisible();
});

test('the editors’ main screens at 1280 px', { tag: ONE_EDITION }, async ({ page, http, edition, messages }) => {
  test.slow(); // eighteen screens, each rendered afresh and photographed whole: over 30 s on a busy machine
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, messages, await ownAccount(http, edition));
  const screens: [string, string][] = [
    ['admin-dashboard', '/admin'],
    ['admin-promotions', '/admin/promotions'],
    ['admin-promotion-new', '/admin/promotions/new'],
    ['admin-stores', '/admin/stores'],
    ['admin-store-new', '/admin/stores/new'],
    ['admin-posts', '/admin/posts'],
    ['admin-post-new', '/admin/posts/new'],
    ['admin-blog-categories', '/admin/posts/categories'],
    ['admin-categories', '/admin/categories'],
    ['admin-pages', '/admin/pages'],
    ['admin-page-about', '/admin/pages/about_us_page'],
    ['admin-media', '/admin/media'],
    ['admin-redirections', '/admin/redirections'],
    ['admin-moderation', '/admin/moderation'],
    ['admin-messages', '/admin/messages'],
    ['admin-audit', '/admin/audit'],
    ['admin-accounts', '/admin/accounts'],
    ['admin-robots', '/admin/robots'],
  ];
  for (const [name, path] of screens) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('#admin-main h1').first()).toBeVisible();
    await page.screenshot({ path: screenshotPath(name), fullPage: true });
  }
  // Signed in, an address of the area that leads nowhere answers 404 with the area's own page.
  expect((await page.goto('/admin/no-such-screen'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: message(messages, 'admin.notFound.title') })).toBeVisible();
});
