import { eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT, exportSPKI, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editions } from '@/lib/editions';
import { PEER_ADDRESS_HEADER } from '@/lib/security/client-address';
import { setPassword, type EditorAccount } from '@/server/api/auth/accounts';
import { jwtSecret } from '@/server/api/auth/jwt-secret';
import { FAILURES_PER_ACCOUNT, FAILURES_PER_ADDRESS } from '@/server/api/auth/login-limiter';
import { signEditorToken, TOKEN_AUDIENCE, TOKEN_ISSUER, TOKEN_LIFETIME_SECONDS } from '@/server/api/auth/tokens';
import { auditLog, editorAccounts } from '@/server/db/schema';
import { EDITOR_PASSWORD, editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => api.handle.close());

let addressCount = 0;
/** Each test logs in from its own address, so that the per-address limit of one test does not reach another. */
const freshAddress = () => `203.0.113.${++addressCount}`;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.request(path, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

const login = (email: string, password: string, address = freshAddress()) => post('/auth-jwt/', { email, password }, { [PEER_ADDRESS_HEADER]: address });
const verify = (token: string) => post('/auth-jwt-verify/', { token });

/** A token signed with our secret but with claims of the test's choosing. */
async function forged(account: EditorAccount, patch: { iss?: string; aud?: string; exp?: number; role?: string; ver?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: account.email, role: patch.role ?? account.role, editions: account.editions, ver: patch.ver ?? account.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(account.id))
    .setIssuer(patch.iss ?? TOKEN_ISSUER)
    .setAudience(patch.aud ?? TOKEN_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(patch.exp ?? now + 600)
    .sign(await jwtSecret(api.db));
}

describe('POST /auth-jwt/ (login)', () => {
  it('answers a token for the right password, also as an HttpOnly, SameSite=Strict cookie, and logs the login', async () => {
    const { account } = await editorWithToken(api, { role: 'editor', editions: ['nl-be'] });
    const res = await login(account.email.toUpperCase(), EDITOR_PASSWORD);
    expect(res.status).toBe(200);
    const { token } = await res.json();
    expect(token.split('.')).toHaveLength(3);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^editor_token=${token.replace(/[.]/g, '\\.')};`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(new RegExp(`Max-Age=${TOKEN_LIFETIME_SECONDS}`));
    // Plain http here: a Secure cookie would never come back.
    expect(cookie).not.toMatch(/Secure/);

    const checked = await verify(token);
    expect(checked.status).toBe(200);
    expect((await checked.json()).claims).toMatchObject({ sub: String(account.id), email: account.email, role: 'editor', editions: ['nl-be'], iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE });
    const entries = await api.db.select().from(auditLog).where(eq(auditLog.accountId, account.id));
    expect(entries.map((e) => e.action)).toEqual(['login']);
    expect(entries[0].address).toMatch(/^203\.0\.113\./);
  });

  it('sets the cookie Secure when a trusted proxy says the visitor came over https', async () => {
    const { account } = await editorWithToken(api);
    process.env.TRUST_PROXY = '1';
    try {
      const res = await post('/auth-jwt/', { email: account.email, password: EDITOR_PASSWORD }, { 'x-forwarded-proto': 'https', 'x-forwarded-for': freshAddress() });
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toMatch(/; Secure/);
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });

  it('answers the same 400 for a wrong password and an unknown e-mail', async () => {
    const { account } = await editorWithToken(api);
    const wrong = await login(account.email, 'not the password');
    const unknown = await login('nobody@vacances.test', 'not the password');
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('answers 400 field by field for bad input, unknown fields and a body that is not JSON', async () => {
    const missing = await post('/auth-jwt/', {});
    expect(missing.status).toBe(400);
    expect(Object.keys(await missing.json()).sort()).toEqual(['email', 'password']);
    const invalid = await post('/auth-jwt/', { email: 'not-an-address', password: '' });
    expect(await invalid.json()).toEqual({ email: [expect.any(String)], password: [expect.any(String)] });
    const extra = await post('/auth-jwt/', { email: 'a@b.be', password: 'x', role: 'admin' });
    expect(extra.status).toBe(400);
    expect(JSON.stringify(await extra.json())).toMatch(/role/);
    const notJson = await post('/auth-jwt/', '{email:');
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).detail).toBeTruthy();
  });

  it(`stops an account after ${FAILURES_PER_ACCOUNT} failures: 429 with Retry-After, even with the right password`, async () => {
    const { account } = await editorWithToken(api);
    for (let i = 0; i < FAILURES_PER_ACCOUNT; i++) expect((await login(account.email, `guess ${i}`)).status).toBe(400);
    const blocked = await login(account.email, EDITOR_PASSWORD);
    expect(blocked.status).toBe(429);
    const wait = Number(blocked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect((await blocked.json()).detail).toMatch(/^Trop de tentatives de connexion\. Réessayez dans \d+ minutes?\.$/);
    // Another account is not held up by it.
    const other = await editorWithToken(api);
    expect((await login(other.account.email, EDITOR_PASSWORD)).status).toBe(200);
  });

  it(`stops an address after ${FAILURES_PER_ADDRESS} failures over any accounts; an IPv6 /64 counts as one address`, async () => {
    const { account } = await editorWithToken(api);
    for (let i = 0; i < FAILURES_PER_ADDRESS; i++) {
      expect((await login(`someone-${i}@vacances.test`, 'guess', `2001:db8:aa:bb::${(i + 1).toString(16)}`)).status).toBe(400);
    }
    expect((await login(account.email, EDITOR_PASSWORD, '2001:db8:aa:bb:ffff::1')).status).toBe(429);
    expect((await login(account.email, EDITOR_PASSWORD, '2001:db8:aa:cc::1')).status).toBe(200);
  });

  it('clears an account’s failures when it logs in', async () => {
    const { account } = await editorWithToken(api);
    for (let i = 0; i < FAILURES_PER_ACCOUNT - 1; i++) await login(account.email, 'guess');
    expect((await login(account.email, EDITOR_PASSWORD)).status).toBe(200);
    for (let i = 0; i < FAILURES_PER_ACCOUNT - 1; i++) await login(account.email, 'guess');
    expect((await login(account.email, EDITOR_PASSWORD)).status).toBe(200);
  });
});

describe('tokens that must not pass', () => {
  let account: EditorAccount;
  beforeAll(async () => {
    ({ account } = await editorWithToken(api));
  });

  it('refuses alg "none"', async () => {
    const unsigned = new UnsecuredJWT({ email: account.email, role: 'admin', editions: null, ver: 0 })
      .setSubject(String(account.id))
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    expect((await verify(unsigned)).status).toBe(400);
  });

  it('refuses RS256, and HS256 signed with a public key (algorithm confusion)', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const claims = { email: account.email, role: 'admin', editions: null, ver: account.tokenVersion };
    const rs = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256' }).setSubject(String(account.id)).setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setIssuedAt().setExpirationTime('1h').sign(privateKey);
    expect((await verify(rs)).status).toBe(400);
    const pem = new TextEncoder().encode(await exportSPKI(publicKey));
    const confused = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(String(account.id)).setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setIssuedAt().setExpirationTime('1h').sign(pem);
    expect((await verify(confused)).status).toBe(400);
  });

  it('refuses a payload changed after signing', async () => {
    const token = await signEditorToken(api.db, account);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = [header, Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url'), signature].join('.');
    expect((await verify(tampered)).status).toBe(400);
  });

  it('refuses an expired token, another audience and another issuer', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await verify(await forged(account, { exp: past }));
    expect(expired.status).toBe(400);
    expect((await expired.json()).non_field_errors).toEqual(['Signature has expired.']);
    expect((await verify(await forged(account, { aud: 'someone-else' }))).status).toBe(400);
    expect((await verify(await forged(account, { iss: 'someone-else' }))).status).toBe(400);
    expect((await verify(await forged(account))).status).toBe(200);
  });

  it('refuses every token of an account after its password changes, and the token of a deleted account', async () => {
    const other = await editorWithToken(api);
    expect((await verify(other.token)).status).toBe(200);
    await setPassword(api.db, other.account.email, 'a brand new passphrase');
    expect((await verify(other.token)).status).toBe(400);
    expect((await login(other.account.email, 'a brand new passphrase')).status).toBe(200);

    const gone = await editorWithToken(api);
    await api.db.delete(editorAccounts).where(eq(editorAccounts.id, gone.account.id));
    expect((await verify(gone.token)).status).toBe(400);
    const res = await post('/auth-jwt-logout/', {}, gone.auth);
    expect(res.status).toBe(401);
  });
});

describe('POST /auth-jwt-logout/ and the browser’s cookie', () => {
  it('answers 401 with a Bearer challenge without a token', async () => {
    const res = await post('/auth-jwt-logout/', {});
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('takes a write with the cookie only from one of the editions’ pages (Origin)', async () => {
    const { token } = await editorWithToken(api);
    const cookie = { cookie: `editor_token=${token}` };
    expect((await post('/auth-jwt-logout/', {}, cookie)).status).toBe(403);
    expect((await post('/auth-jwt-logout/', {}, { ...cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect((await post('/auth-jwt-logout/', {}, { ...cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await verify(token)).status).toBe(200);
    const res = await post('/auth-jwt-logout/', {}, { ...cookie, origin: editions['nl-be'].origin });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/^editor_token=;.*Max-Age=0/);
  });

  it('takes a cookie write that the browser says is same-origin, on a host the configuration does not name', async () => {
    const { token } = await editorWithToken(api);
    const res = await post('/auth-jwt-logout/', {}, { cookie: `editor_token=${token}`, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(204);
  });

  it('revokes every token of the account at logout (Bearer, from an API client)', async () => {
    const first = await editorWithToken(api);
    const second = await signEditorToken(api.db, first.account);
    expect((await post('/auth-jwt-logout/', {}, first.auth)).status).toBe(204);
    expect((await verify(first.token)).status).toBe(400);
    expect((await verify(second)).status).toBe(400);
  });
});
