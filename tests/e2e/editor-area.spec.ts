import type { APIRequestContext, Page } from '@playwright/test';
import { apiJson, expect, hydrated, message, ONE_EDITION, test, type EditionId, type PageAnswer } from './fixtures';
import { E2E_EDITOR } from './support';

/**
 * The editors' area on each edition's own domain: the login, the dashboard's counts, the moderation queue and the
 * contact messages, in the edition's language; and the headers that keep it private.
 */

/**
 * An editor account of the test's own, limited to the edition: logging out revokes every token of an account, and
 * the other specs' editor must keep theirs.
 */
async function ownEditor(http: APIRequestContext, edition: EditionId) {
  const login = await http.post('/api/auth-jwt/', { data: E2E_EDITOR });
  const { token } = (await login.json()) as { token: string };
  const account = { email: `editor-${edition}-${Date.now()}@vacances.test`, password: 'a long test passphrase', role: 'editor', editions: [edition] };
  const created = await http.post(`/api/editor_accounts/?language=${edition}`, { data: account, headers: { authorization: `Bearer ${token}` } });
  expect(created.status()).toBe(201);
  return account;
}

async function logIn(page: Page, messages: Parameters<typeof message>[0], account: { email: string; password: string }) {
  await page.goto('/admin');
  const submit = page.getByRole('button', { name: message(messages, 'admin.login.submit') });
  await hydrated(submit);
  await page.getByLabel(message(messages, 'admin.login.email')).fill(account.email);
  await page.getByLabel(message(messages, 'admin.login.password')).fill('not the password');
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: message(messages, 'admin.login.failed') })).toBeVisible();
  await page.getByLabel(message(messages, 'admin.login.password')).fill(account.password);
  await submit.click();
  await expect(page.getByRole('heading', { level: 1, name: message(messages, 'admin.dashboard.title') })).toBeVisible();
}

test('the editors’ area is private: a nonce policy, noindex, never cached, and a login before anything', async ({ http, messages }) => {
  const response = await http.get('/admin');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['cache-control']).toBe('private, no-store');
  const html = await response.text();
  expect(html).toContain(message(messages, 'admin.login.title'));
  // Signed out, none of the editors' screens is rendered: no sections, no counts.
  expect(html).not.toContain(`aria-label="${message(messages, 'admin.shell.nav')}"`);
  expect(html).not.toContain('dashboard-drafts');
  // Signed out, even an address of the area that leads nowhere shows the login, never an error.
  const nowhere = await http.get('/admin/no-such-screen');
  expect(nowhere.status()).toBe(200);
  expect(await nowhere.text()).toContain(message(messages, 'admin.login.title'));
  const again = await http.get('/admin');
  expect(again.headers()['content-security-policy']).not.toBe(headers['content-security-policy']);
});

test('an editor reviews a shared code into a draft, and handles a contact message', async ({ page, messages, edition, http }) => {
  // A visitor shares a code for one of the edition's shops and writes a message.
  const shop = (await apiJson<PageAnswer<{ name: string }>>(http, '/stores/top/', edition)).results[1];
  const code = `ADMIN${Date.now()}`;
  const subject = `Question ${edition} ${Date.now()}`;
  expect((await http.post(`/api/promotions/share_promotion/?language=${edition}`, { data: { store: shop.name, code, offer: 'Dix pour cent sur tout' }, headers: { 'x-forwarded-for': `10.201.${Math.floor(Math.random() * 250)}.1` } })).status()).toBe(201);
  expect(
    (await http.post(`/api/pages/send_email/?language=${edition}`, { data: { name: 'Lea', email: 'lea@example.be', subject, message: 'Un message pour la rédaction.', privacy: true }, headers: { 'x-forwarded-for': `10.202.${Math.floor(Math.random() * 250)}.1` } })).status(),
  ).toBe(201);

  await logIn(page, messages, await ownEditor(http, edition));
  await page.getByRole('navigation', { name: message(messages, 'admin.shell.nav') }).getByRole('link', { name: message(messages, 'admin.shell.moderation') }).click();
  const item = page.getByRole('listitem').filter({ hasText: code });
  await expect(item).toBeVisible();
  const approve = item.getByRole('button', { name: message(messages, 'admin.moderation.approve') });
  await hydrated(approve);
  await approve.click();
  // The draft it made opens, prefilled, to be completed before publishing; the queue no longer holds the code.
  await expect(page).toHaveURL(/\/admin\/promotions\/\d+$/);
  await expect(page.getByRole('textbox', { name: message(messages, 'admin.promotionForm.code') })).toHaveValue(code);
  await page.goto('/admin/moderation');
  await expect(page.getByRole('listitem').filter({ hasText: code })).toHaveCount(0);

  await page.getByRole('link', { name: message(messages, 'admin.shell.inbox') }).click();
  const mail = page.getByRole('listitem').filter({ hasText: subject });
  await expect(mail).toBeVisible();
  const handled = mail.getByRole('button', { name: message(messages, 'admin.inbox.markHandled') });
  await hydrated(handled);
  await handled.click();
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(0);
  await page.getByRole('link', { name: message(messages, 'admin.inbox.handled') }).click();
  const done = page.getByRole('listitem').filter({ hasText: subject });
  await expect(done).toBeVisible();
  page.once('dialog', (dialog) => dialog.accept());
  const remove = done.getByRole('button', { name: message(messages, 'admin.inbox.delete') });
  await hydrated(remove);
  await remove.click();
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(0);

  await page.getByRole('button', { name: message(messages, 'admin.shell.logout') }).click();
  await expect(page.getByRole('heading', { name: message(messages, 'admin.login.title') })).toBeVisible();
});

test(`an admin exports the confirmed subscribers from the dashboard; an editor has no such link ${ONE_EDITION}`, async ({ page, messages, http, edition }) => {
  await logIn(page, messages, await ownEditor(http, edition));
  await expect(page.getByRole('link', { name: message(messages, 'admin.dashboard.exportSubscribers') })).toHaveCount(0);
  await page.context().clearCookies();
  await logIn(page, messages, E2E_EDITOR);
  const link = page.getByRole('link', { name: message(messages, 'admin.dashboard.exportSubscribers') });
  const href = await link.getAttribute('href');
  const csv = await page.evaluate(async (url) => {
    const res = await fetch(url!);
    return { type: res.headers.get('content-type'), text: await res.text() };
  }, href);
  expect(csv.type).toMatch(/^text\/csv/);
  expect(csv.text.split('\r\n')[0]).toBe('email,consent_source,requested_at,confirmed_at');
});
