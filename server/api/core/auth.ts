import { createMiddleware } from 'hono/factory';
import { jwtVerify, SignJWT } from 'jose';
import type { ApiEnv } from './env';

/**
 * The JWT that guards the API's editor writes: `Authorization: Bearer <token>`,
 * HS256, signed with `JWT_SECRET`. Without that variable the process makes up a random secret: no token
 * from outside can pass, which is the safe default for a site with no editor configured, but tokens then only
 * work in the process that signed them (several instances need JWT_SECRET).
 */
let processSecret: Uint8Array | undefined;

function secret(): Uint8Array {
  const configured = process.env.JWT_SECRET?.trim();
  if (configured) return new TextEncoder().encode(configured);
  processSecret ??= crypto.getRandomValues(new Uint8Array(32));
  return processSecret;
}

const ALGORITHM = 'HS256';
const ACCESS_TOKEN_TTL = '1h';

/** An access token for `subject` (the editor's user name): what the login endpoint hands out. */
export function signAccessToken(subject: string, expiresIn: string | number = ACCESS_TOKEN_TTL): Promise<string> {
  return new SignJWT({}).setProtectedHeader({ alg: ALGORITHM }).setSubject(subject).setIssuedAt().setExpirationTime(expiresIn).sign(secret());
}

/** `Bearer x` (and DRF's older `JWT x`) → x. */
function tokenOf(header: string | undefined): string | null {
  const match = /^(?:Bearer|JWT)\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/** 401 unless the request carries a valid, unexpired token; the handler runs only after. */
export const requireJwt = createMiddleware<ApiEnv>(async (c, next) => {
  const token = tokenOf(c.req.header('authorization'));
  const challenge = { 'WWW-Authenticate': 'Bearer realm="api"' };
  if (!token) return c.json({ detail: 'Authentication credentials were not provided.' }, 401, challenge);
  try {
    await jwtVerify(token, secret(), { algorithms: [ALGORITHM] });
  } catch {
    return c.json({ detail: 'Given token not valid for any token type.' }, 401, challenge);
  }
  await next();
});
