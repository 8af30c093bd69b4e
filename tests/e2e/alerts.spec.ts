import type { APIRequestContext, Page } from '@playwright/test';
import { expect, message, test, type Messages } from './fixtures';
import { adminToken } from './editor-session';
import { quietShops } from './quiet-shops';
import { mailSinkUrl } from './support';

/**
 * A visitor follows a shop without JavaScript and another with it, confirms the address through the link of the mail
 * (read from the test servers' own SMTP server), an editor publishes a code for the first shop, the digest run mails
 * it, and the visitor stops that alert from "Mes alertes".
 */

interface SunkMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The mails the SMTP server received for `to` that `matches`, waited for: the outbox sends in the background. */
async function mailTo(http: APIRequestContext, to: string, matches: (mail: SunkMail) => boolean): Promise<SunkMail> {
  let found: SunkMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await http.get(`${mailSinkUrl}/messages?to=${encodeURIComponent(to)}`)).json()) as SunkMail[];
        found = mails.find(matches);
        return Boolean(found);
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
  return found!;
}

/** The path and query of the mail's link that carries `param` (the link names the edition's public origin). */
function linkIn(mail: SunkMail, param: 'confirm' | 'token'): string {
  const url = new RegExp(`https?://[^\\s"<>]+[?&]${param}=[^\\s"<>]+`).exec(mail.text)?.[0];
  if (!url) throw new Error(`no ${param} link in the mail:\n${mail.text}`);
  const { pathname, search } = new URL(url.replace(/&amp;/g, '&'));
  return `${pathname}${search}`;
}

const followForm = (page: Page, messages: Messages, shopName: string) => page.getByRole('form', { name: message(messages, 'alerts.form.storeTitle').replace('{shop}', shopName) });

async function follow(page: Page, messages: Messages, shop: { slug: string; name: string }, email: string) {
  await page.goto(`/${shop.slug}`);
  const form = followForm(page, messages, shop.name);
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel(message(messages, 'alerts.form.email')).fill(email);
  await form.getByRole('button', { name: message(messages, 'alerts.form.send') }).click();
  await expect(page.getByText(message(messages, 'alerts.form.sentTitle'))).toBeVisible();
}

test('a visitor follows a shop, confirms from the mail, gets its new code in the digest, and stops the alert', async ({ page, browser, baseURL, http, edition, messages }) => {
  test.slow(); // two follows, two mails, a publication and a digest run
  const stamp = Date.now();
  const email = `alerte-${edition}-${stamp}@example.be`;
  const [, first, second] = await quietShops(http, edition);
  // An address of its own: the follows count against the forms' allowance per address (the server trusts one proxy).
  const address = { 'x-forwarded-for': `10.${120 + Math.floor(Math.random() * 60)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` };

  // 1. Without JavaScript: the form is a plain post answered by the page.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: address });
  await follow(await noScript.newPage(), messages, first, email);
  await noScript.close();

  // 2. With JavaScript, another shop, from the same address (still unconfirmed: a fresh confirmation goes).
  await page.setExtraHTTPHeaders(address);
  await follow(page, messages, second, email);

  // 3. The confirmation link of the mail.
  const confirmation = await mailTo(http, email, (mail) => /[?&]confirm=/.test(mail.text));
  await page.goto(linkIn(confirmation, 'confirm'));
  await expect(page.getByText(message(messages, 'alerts.page.confirmedTitle'))).toBeVisible();
  const list = page.getByRole('region', { name: message(messages, 'alerts.page.listTitle') });
  const followed = (name: string) => list.getByRole('listitem').filter({ hasText: name });
  await expect(followed(first.name)).toHaveCount(1);
  await expect(followed(second.name)).toHaveCount(1);

  // 4. An editor publishes a code for the first shop; the digest run mails it.
  const headers = { authorization: `Bearer ${await adminToken(http)}` };
  const title = `Alerte ${edition} ${stamp} : -12 % sur les séjours`;
  const created = await http.post(`/api/promotions/?language=${edition}`, {
    headers,
    data: { title, link: 'https://www.example.com/offre', kind: 'code', code: `ALERTE${stamp % 10000}`, store: first.id, status: 'published', expires_at: new Date(stamp + 7 * 86_400_000).toISOString() },
  });
  expect(created.status()).toBe(201);
  const run = await http.post(`/api/alerts/run/?language=${edition}`, { headers, data: { frequency: 'daily' } });
  expect(run.status()).toBe(200);
  expect(((await run.json()) as { mails_queued: number }).mails_queued).toBeGreaterThanOrEqual(1);
  const digest = await mailTo(http, email, (mail) => mail.text.includes(title));
  expect(digest.html).toContain(title);
  expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  // 5. "Mes alertes" from the digest: the first shop's alert is stopped, the second stays.
  await page.goto(linkIn(digest, 'token'));
  await expect(followed(first.name)).toHaveCount(1);
  await followed(first.name).getByRole('button', { name: new RegExp(`^${message(messages, 'alerts.page.remove')}`) }).click();
  await expect(followed(first.name)).toHaveCount(0);
  await expect(followed(second.name)).toHaveCount(1);
  const token = new URL(linkIn(digest, 'token'), 'http://x').searchParams.get('token')!;
  const mine = (await (await http.get(`/api/alerts/mine/?language=${edition}&token=${encodeURIComponent(token)}`)).json()) as { alerts: { store: { id: number } | null }[] };
  expect(mine.alerts.map((alert) => alert.store?.id)).toEqual([second.id]);
});
