import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isHttpsRequest } from '@/lib/security/forwarded';
import { jwtSecret } from '../auth/jwt-secret';
import type { ApiEnv } from '../core/env';

/** The cookie that tells one visitor from another for votes, ratings and uses. */
export const VISITOR_COOKIE = 'visitor';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** `<22 characters of randomness>.<22 characters of signature>`, both base64url. */
const FORMAT = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;

/** The signature of an id: an HMAC under a key of its own, derived from the site's signing secret. */
async function signatureOf(c: Context<ApiEnv>, id: string): Promise<Buffer> {
  const secret = await jwtSecret(c.get('db'));
  const key = createHmac('sha256', secret).update('visitor-id').digest();
  return createHmac('sha256', key).update(id).digest().subarray(0, 16);
}

/** The id of a well-formed cookie whose signature is ours; null for anything a client made up or changed. */
async function verifiedId(c: Context<ApiEnv>, cookie: string | undefined): Promise<string | null> {
  const match = cookie ? FORMAT.exec(cookie) : null;
  if (!match) return null;
  // The signature is compared as written, not decoded: base64 ignores a last character's spare bits, and a cookie
  // spelled otherwise than the server wrote it is not the server's.
  const given = Buffer.from(match[2]);
  const expected = Buffer.from((await signatureOf(c, match[1])).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? match[1] : null;
}

/**
 * The visitor, as the server alone can name them: a random id issued here and signed (HMAC), kept in an HttpOnly,
 * SameSite=Lax cookie. A missing, unsigned or tampered cookie is never trusted: the visitor gets a new id. What the
 * database keeps is a hash of the id, so its tables name nobody's cookie.
 */
export async function visitorOf(c: Context<ApiEnv>): Promise<string> {
  let id = await verifiedId(c, getCookie(c, VISITOR_COOKIE));
  if (!id) {
    id = randomBytes(16).toString('base64url');
    const value = `${id}.${(await signatureOf(c, id)).toString('base64url')}`;
    // `Secure` only over https, or a browser on plain http (local runs, the e2e hosts) would drop it.
    setCookie(c, VISITOR_COOKIE, value, { path: '/api', httpOnly: true, sameSite: 'Lax', secure: isHttpsRequest(c.req.url, c.req.header('x-forwarded-proto')), maxAge: ONE_YEAR_SECONDS });
  }
  return createHash('sha256').update(id).digest('hex');
}
