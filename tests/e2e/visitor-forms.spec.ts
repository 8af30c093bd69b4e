import type { APIRequestContext, Page } from '@playwright/test';
import { apiJson, expect, hydrated, message, ONE_EDITION, test, type EditionId, type PageAnswer } from './fixtures';
import { E2E_EDITOR } from './support';

/**
 * The visitor forms on every edition: contact, share a code, suggest a shop, the newsletter. Each shows its
 * messages beside the fields and keeps what was typed, sends, and works without JavaScript too; what was sent
 * reaches the editors' API.
 */

let visitors = 0;
/**
 * Each test is a visitor of its own, behind the proxy the test server trusts (TRUST_PROXY=1): the per-address
 * limit counts them apart, as it would count real visitors.
 */
async function asNewVisitor(page: Page) {
  const n = ++visitors;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${process.pid % 250}.${Math.floor(Math.random() * 250)}.${n % 250}` });
}

async function editorGet<T>(http: APIRequestContext, path: string, edition: EditionId): Promise<T> {
  const login = await http.post('/api/auth-jwt/', { data: E2E_EDITOR });
  const { token } = (await login.json()) as { token: string };
  const response = await http.get(`/api${path}${path.includes('?') ? '&' : '?'}language=${edition}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const unique = (edition: EditionId, what: string) => `${what} ${edition} ${Date.now()}`;

test.describe('with JavaScript', () => {
  test('contact: each mistake is told beside its field, focus goes to the first, and the message reaches the editors', async ({ page, messages, edition, http }) => {
    await asNewVisitor(page);
    await page.goto('/contact');
    const form = page.locator('#contact-form');
    const send = form.getByRole('button', { name: message(messages, 'forms.contact.send') });
    await hydrated(send);
    await send.click();
    const name = page.locator('#contact-name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#contact-name-error')).toHaveText(message(messages, 'forms.errors.required'));
    await expect(form.getByRole('alert').getByRole('link')).toHaveCount(5);

    const subject = unique(edition, 'Question');
    await name.fill('Anne Peeters');
    await page.locator('#contact-email').fill('anne@example.be');
    await page.locator('#contact-subject').fill(subject);
    await page.locator('#contact-message').fill('Court');
    await page.locator('#contact-privacy').check();
    await send.click();
    await expect(page.locator('#contact-message')).toBeFocused();
    await expect(page.locator('#contact-message-error')).toBeVisible();
    await expect(name).toHaveValue('Anne Peeters');

    await page.locator('#contact-message').fill('Le code affiché pour cette boutique a expiré hier.');
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: message(messages, 'forms.contact.sentTitle') })).toBeVisible();

    const inbox = await editorGet<PageAnswer<{ subject: string; email: string }>>(http, '/inbox/?size=100', edition);
    expect(inbox.results.some((row) => row.subject === subject && row.email === 'anne@example.be')).toBe(true);
  });

  test('share a code: a shop page’s button opens the form with the shop filled in, and the code joins the moderation queue', async ({ page, messages, edition, http }) => {
    await asNewVisitor(page);
    const shops = await apiJson<PageAnswer<{ slug: string; name: string }>>(http, '/stores/top/', edition);
    const shop = shops.results[0];
    await page.goto(`/${shop.slug}`);
    await page.getByRole('link', { name: message(messages, 'store.shareCode').replace('{store}', shop.name) }).click();
    const store = page.locator('#share-store');
    await expect(store).toHaveValue(shop.name);
    const send = page.locator('#share-code-form').getByRole('button', { name: message(messages, 'forms.shareCode.send') });
    await hydrated(send);
    const code = `E2E${Date.now()}`;
    await page.locator('#share-code').fill(code);
    await page.locator('#share-offer').fill('15 % sur les city-trips');
    await page.locator('#share-expires-at').fill('2099-06-30');
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: message(messages, 'forms.shareCode.sentTitle') })).toBeVisible();

    const queue = await editorGet<PageAnswer<{ code: string; store: string; count: number }>>(http, '/moderation/?kind=share_code&size=100', edition);
    expect(queue.results.find((row) => row.code === code)).toMatchObject({ store: shop.name, count: 1 });
  });

  test('newsletter: the footer’s form answers the same neutral words, and a broken link says so', async ({ page, messages }) => {
    await asNewVisitor(page);
    await page.goto('/');
    const footer = page.locator('#newsletter-footer');
    const send = footer.getByRole('button', { name: message(messages, 'forms.newsletter.send') });
    await hydrated(send);
    await footer.getByLabel(message(messages, 'forms.newsletter.email')).fill('pas-une-adresse');
    await send.click();
    await expect(footer.getByText(message(messages, 'forms.errors.email'))).toBeVisible();
    await footer.getByLabel(message(messages, 'forms.newsletter.email')).fill(`lecteur-${Date.now()}@example.be`);
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: message(messages, 'forms.newsletter.sentTitle') })).toBeVisible();

    await page.goto('/newsletter?confirm=not-a-token');
    await expect(page.getByRole('alert').filter({ hasText: message(messages, 'forms.newsletter.expiredTitle') })).toBeVisible();
    await expect(page.locator('#newsletter-page')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('contact: the page that answers the post shows the mistakes and what was typed, then the thanks', async ({ page, messages }) => {
    await asNewVisitor(page);
    await page.goto('/contact');
    await page.locator('#contact-name').fill('Jan Peeters');
    await page.locator('#contact-email').fill('jan@');
    await page.locator('#contact-subject').fill('Une question');
    await page.locator('#contact-message').fill('Un message assez long.');
    const send = page.locator('#contact-form').getByRole('button', { name: message(messages, 'forms.contact.send') });
    await send.click();
    await expect(page.locator('#contact-email-error')).toHaveText(message(messages, 'forms.errors.email'));
    await expect(page.locator('#contact-privacy-error')).toBeVisible();
    await expect(page.locator('#contact-name')).toHaveValue('Jan Peeters');
    await expect(page.locator('#contact-message')).toHaveValue('Un message assez long.');

    await page.locator('#contact-email').fill('jan@example.be');
    await page.locator('#contact-privacy').check();
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: message(messages, 'forms.contact.sentTitle') })).toBeVisible();
  });

  test('suggest a shop: sent with a plain form post', async ({ page, messages, edition, http }) => {
    await asNewVisitor(page);
    await page.goto('/');
    await page.getByRole('link', { name: message(messages, 'footer.suggestShop') }).click();
    const name = unique(edition, 'Voyages');
    await page.locator('#suggest-store').fill(name);
    await page.locator('#suggest-site').fill('ftp://nope');
    const send = page.locator('#suggest-shop-form').getByRole('button', { name: message(messages, 'forms.suggestShop.send') });
    await send.click();
    await expect(page.locator('#suggest-site-error')).toHaveText(message(messages, 'forms.errors.url'));
    await expect(page.locator('#suggest-store')).toHaveValue(name);
    await page.locator('#suggest-site').fill(`https://${Date.now()}.voyages.example`);
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: message(messages, 'forms.suggestShop.sentTitle') })).toBeVisible();
    const queue = await editorGet<PageAnswer<{ store: string }>>(http, '/moderation/?kind=suggest_shop&size=100', edition);
    expect(queue.results.some((row) => row.store === name)).toBe(true);
  });
});

test.describe('without JavaScript, the other forms', () => {
  test.use({ javaScriptEnabled: false });

  test('share a code: a code or "no code needed" is asked for, then the code is queued', async ({ page, messages }) => {
    await asNewVisitor(page);
    await page.goto('/');
    await page.getByRole('link', { name: message(messages, 'footer.shareCode') }).click();
    await page.locator('#share-store').fill('Agence sans script');
    await page.locator('#share-offer').fill('Petit-déjeuner offert');
    const send = page.locator('#share-code-form').getByRole('button', { name: message(messages, 'forms.shareCode.send') });
    await send.click();
    await expect(page.locator('#share-code-error')).toHaveText(message(messages, 'forms.errors.codeOrNoCode'));
    await expect(page.locator('#share-offer')).toHaveValue('Petit-déjeuner offert');
    await page.locator('#share-no-code').check();
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: message(messages, 'forms.shareCode.sentTitle') })).toBeVisible();
  });

  test('newsletter: the page’s form answers the post with the same neutral words', async ({ page, messages }) => {
    await asNewVisitor(page);
    await page.goto('/newsletter');
    const form = page.locator('#newsletter-page');
    await form.getByLabel(message(messages, 'forms.newsletter.email')).fill(`sans-script-${Date.now()}@example.be`);
    await form.getByRole('button', { name: message(messages, 'forms.newsletter.send') }).click();
    await expect(page.getByRole('status').filter({ hasText: message(messages, 'forms.newsletter.sentTitle') })).toBeVisible();
  });
});

test(`with no third-party key, no request leaves for any host but the edition's own ${ONE_EDITION}`, async ({ page, http, facts, edition }) => {
  const hosts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) hosts.add(url.host);
  });
  const post = (await apiJson<PageAnswer<{ slug: string; category: { slug: string } }>>(http, '/posts/?size=1', edition)).results[0];
  const place = (await apiJson<PageAnswer<{ slug: string }>>(http, '/locations/?size=1', edition)).results[0];
  for (const path of ['/', '/contact', `/blog/${post.category.slug}/${post.slug}`, `/pays/${place.slug}`]) {
    await page.goto(path);
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
  }
  expect([...hosts]).toEqual([facts.domain]);
});
