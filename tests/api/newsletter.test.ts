import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from '@/lib/security/client-address';
import { emailOutbox, newsletterSubscribers } from '@/server/db/schema';
import { jwtSecret } from '@/server/api/auth/jwt-secret';
import { signLinkToken } from '@/server/api/newsletter/link-tokens';
import { syncProviderLists } from '@/server/api/newsletter/provider-list';
import { editions } from '@/lib/editions';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => api.handle.close());

let visitors = 0;
/** A subscription from a visitor of their own (each from another address: the per-address limit is tested apart). */
const subscribe = (email: string, language = 'fr-be', source = 'footer') =>
  api.request(`/newsletter/subscribe/?language=${language}`, {
    method: 'POST',
    body: JSON.stringify({ email, source }),
    headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: `192.0.2.${++visitors}` },
  });
const subscriber = async (email: string, edition: 'fr-be' | 'nl-be' | 'fr-fr' = 'fr-be') =>
  (await api.db.select().from(newsletterSubscribers).where(and(eq(newsletterSubscribers.edition, edition), eq(newsletterSubscribers.email, email))))[0];
const mailsTo = (email: string) => api.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.id));

/** The token of a link in the latest mail to `email` (`confirm` or `unsubscribe`). */
async function linkToken(email: string, kind: 'confirm' | 'unsubscribe') {
  const [mail] = await mailsTo(email);
  const match = mail.text.match(new RegExp(`/newsletter\\?${kind}=([^\\s]+)`));
  expect(match, `a ${kind} link in the mail`).not.toBeNull();
  return decodeURIComponent(match![1]);
}
const post = (path: string, body: unknown) => api.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe('newsletter double opt-in', () => {
  it('keeps an address pending, with its consent, until the link of its mail is followed', async () => {
    const answer = await subscribe('lea@example.be');
    expect(answer.status).toBe(202);
    const row = await subscriber('lea@example.be');
    expect(row).toMatchObject({ status: 'pending', consentSource: 'footer', confirmedAt: null });
    expect(row.requestedAt).toBeInstanceOf(Date);
    const [mail] = await mailsTo('lea@example.be');
    expect(mail.purpose).toBe('newsletter_confirm');
    expect(mail.text).toContain('https://vacances.be/newsletter?confirm=');
    expect(mail.headers['List-Unsubscribe']).toMatch(/^<https:\/\/vacances\.be\/api\/newsletter\/unsubscribe\/\?language=fr-be&token=/);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const confirmed = await post('/newsletter/confirm/?language=fr-be', { token: await linkToken('lea@example.be', 'confirm') });
    expect(confirmed.status).toBe(200);
    expect((await subscriber('lea@example.be')).status).toBe('confirmed');
    expect((await subscriber('lea@example.be')).confirmedAt).toBeInstanceOf(Date);
  });

  it('answers the same for a new, a pending and a confirmed address, and mails a confirmed one nothing', async () => {
    const bodies = [];
    for (const email of ['new@example.be', 'new@example.be', 'lea@example.be']) {
      const res = await subscribe(email);
      expect(res.status).toBe(202);
      bodies.push(await res.json());
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(await mailsTo('new@example.be')).toHaveLength(2);
    expect(await mailsTo('lea@example.be')).toHaveLength(1);
  });

  it('refuses a confirmation link after 48 hours, and an unsubscribe link as a confirmation', async () => {
    await subscribe('late@example.be');
    const row = await subscriber('late@example.be');
    const key = await jwtSecret(api.db);
    const old = await signLinkToken(key, 'newsletter-confirm', { subscriber: row.id, email: row.email }, new Date(Date.now() - 49 * 3600 * 1000));
    const expired = await post('/newsletter/confirm/?language=fr-be', { token: old });
    expect(expired.status).toBe(400);
    expect((await expired.json()).status).toBe('expired');
    const wrongKind = await post('/newsletter/confirm/?language=fr-be', { token: await linkToken('late@example.be', 'unsubscribe') });
    expect(wrongKind.status).toBe(400);
    expect((await wrongKind.json()).status).toBe('invalid');
    const otherEdition = await post('/newsletter/confirm/?language=nl-be', { token: await linkToken('late@example.be', 'confirm') });
    expect(otherEdition.status).toBe(400);
    expect((await subscriber('late@example.be')).status).toBe('pending');
  });

  it('unsubscribes with one click (RFC 8058), and an old confirmation link does not subscribe again', async () => {
    expect((await subscribe('tom@example.be', 'nl-be')).status).toBe(202);
    const confirmToken = await linkToken('tom@example.be', 'confirm');
    await post('/newsletter/confirm/?language=nl-be', { token: confirmToken });
    const token = await linkToken('tom@example.be', 'unsubscribe');
    const res = await api.request(`/newsletter/unsubscribe/?language=nl-be&token=${encodeURIComponent(token)}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(await subscriber('tom@example.be', 'nl-be')).toMatchObject({ status: 'unsubscribed' });
    expect((await post('/newsletter/confirm/?language=nl-be', { token: confirmToken })).status).toBe(400);
    expect((await subscriber('tom@example.be', 'nl-be')).status).toBe('unsubscribed');
  });

  it('gives admins, and only them, the confirmed subscribers as CSV', async () => {
    const editor = await editorWithToken(api);
    expect((await api.request('/newsletter/subscribers/export/?language=fr-be', { headers: editor.auth })).status).toBe(403);
    expect((await api.request('/newsletter/subscribers/export/?language=fr-be')).status).toBe(401);
    const admin = await editorWithToken(api, { role: 'admin' });
    const res = await api.request('/newsletter/subscribers/export/?language=fr-be', { headers: admin.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('email,consent_source,requested_at,confirmed_at');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['lea@example.be']);
  });
});

describe("the first edition's provider mailing list", () => {
  it('gets confirmed subscribers only, and loses those who unsubscribe', async () => {
    const popup = editions['fr-be'].thirdParty.newsletterPopup;
    popup.listId = '7';
    const calls: string[] = [];
    let refusing = true;
    const provider = {
      add: async (email: string, list: string) => {
        calls.push(`add ${email} ${list}`);
        if (refusing) throw new Error('provider down');
      },
      remove: async (email: string, list: string) => {
        calls.push(`remove ${email} ${list}`);
      },
    };
    try {
      expect(await syncProviderLists(api.db, provider)).toBe(0);
      expect(calls).toEqual(['add lea@example.be 7']);
      refusing = false;
      expect(await syncProviderLists(api.db, provider)).toBe(1);
      // Pending (new@, late@) and other editions' subscribers never reach it; nothing is sent twice.
      expect(await syncProviderLists(api.db, provider)).toBe(0);
      expect(calls).toEqual(['add lea@example.be 7', 'add lea@example.be 7']);

      const token = await linkToken('lea@example.be', 'unsubscribe');
      expect((await post('/newsletter/unsubscribe/?language=fr-be', { token })).status).toBe(200);
      expect(await syncProviderLists(api.db, provider)).toBe(1);
      expect(calls.at(-1)).toBe('remove lea@example.be 7');
      expect((await subscriber('lea@example.be')).onProviderListAt).toBeNull();
    } finally {
      popup.listId = '';
    }
  });
});
