import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, message, type EditionId, type Messages } from './fixtures';
import { E2E_EDITOR } from './support';

/** A token of the server's bootstrap admin, for the API calls a test makes around what it does on screen. */
export async function adminToken(http: APIRequestContext): Promise<string> {
  const login = await http.post('/api/auth-jwt/', { data: E2E_EDITOR });
  return ((await login.json()) as { token: string }).token;
}

/**
 * An account of the test's own, limited to the edition: logging out revokes every token of an account, and the
 * other specs' accounts must keep theirs. Created by the server's bootstrap admin.
 */
export async function ownAccount(http: APIRequestContext, edition: EditionId, role: 'admin' | 'editor' = 'admin') {
  const token = await adminToken(http);
  const account = { email: `${role}-${edition}-${Date.now()}@vacances.test`, password: 'a long test passphrase', role, editions: [edition] };
  const created = await http.post(`/api/editor_accounts/?language=${edition}`, { data: account, headers: { authorization: `Bearer ${token}` } });
  expect(created.status()).toBe(201);
  return account;
}

/** Logs in through the login screen and waits for the dashboard. */
export async function logIn(page: Page, messages: Messages, account: { email: string; password: string }) {
  await page.goto('/admin');
  const submit = page.getByRole('button', { name: message(messages, 'admin.login.submit') });
  await hydrated(submit);
  await page.getByLabel(message(messages, 'admin.login.email')).fill(account.email);
  await page.getByLabel(message(messages, 'admin.login.password')).fill(account.password);
  await submit.click();
  await expect(page.getByRole('heading', { level: 1, name: message(messages, 'admin.dashboard.title') })).toBeVisible();
}
