import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { addressKey } from '@/lib/security/client-address';
import { isHttpsRequest } from '@/lib/security/forwarded';
import { loginBody, verifyBody } from '@/lib/schemas/auth';
import { accountByEmail, accountById, revokeTokens } from '../auth/accounts';
import { EDITOR_COOKIE, requireEditor } from '../auth/editor-guard';
import { clearFailedLogins, countFailedLogin, loginBlockedFor } from '../auth/login-limiter';
import { checkPassword } from '../auth/passwords';
import { InvalidToken, readEditorToken, signEditorToken, TOKEN_LIFETIME_SECONDS } from '../auth/tokens';
import type { ApiEnv } from '../core/env';
import { ApiError, refusal } from '../core/errors';
import { editorJsonBody } from '../core/editor-refusal';
import { limitBody } from '../core/json-body';
import { requestAddress } from '../core/request-address';
import { newRouter } from '../core/router';
import { recordAudit } from '../audit/record';

export const authRoutes = newRouter();

const BODY_LIMIT = 8 * 1024;
/** The same answer for an unknown e-mail and a wrong password: the login does not tell who has an account. */
const BAD_CREDENTIALS = { non_field_errors: ['Unable to log in with provided credentials.'] };

function setTokenCookie(c: Context<ApiEnv>, token: string) {
  setCookie(c, EDITOR_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: isHttpsRequest(c.req.url, c.req.header('x-forwarded-proto')),
    path: '/',
    maxAge: TOKEN_LIFETIME_SECONDS,
  });
}

/**
 * Login: `{email, password}` → `{token}`, also set as an HttpOnly cookie for the browser. Failures are counted
 * per account and per address; past the limit the answer is 429 with `Retry-After`, whatever the password.
 */
authRoutes.post('/auth-jwt', limitBody(BODY_LIMIT), async (c) => {
  const { email, password } = await editorJsonBody(c, loginBody);
  const db = c.get('db');
  const address = addressKey(requestAddress(c) ?? 'unknown');
  const wait = await loginBlockedFor(db, email, address);
  if (wait > 0) {
    c.header('Retry-After', String(wait));
    throw refusal(429, { key: 'tooManyLogins', values: { minutes: Math.ceil(wait / 60) } }, { retry_after: wait });
  }
  const account = await accountByEmail(db, email);
  if (!(await checkPassword(account?.passwordHash ?? null, password)) || !account) {
    await countFailedLogin(db, email, address);
    throw new ApiError(400, BAD_CREDENTIALS);
  }
  await clearFailedLogins(db, email);
  const token = await signEditorToken(db, account);
  setTokenCookie(c, token);
  await recordAudit(c, { id: account.id, email: account.email }, { action: 'login', entityType: 'editor_account', entityId: account.id });
  return c.json({ token });
});

/** `{token}` → 200 with its claims while it is valid and not revoked; 400 otherwise. */
authRoutes.post('/auth-jwt-verify', limitBody(BODY_LIMIT), async (c) => {
  const { token } = await editorJsonBody(c, verifyBody);
  const db = c.get('db');
  try {
    const claims = await readEditorToken(db, token);
    const account = await accountById(db, Number(claims.sub));
    if (!account || account.tokenVersion !== claims.ver) throw new InvalidToken('This token has been revoked.');
    return c.json({ token, claims });
  } catch (error) {
    if (error instanceof InvalidToken) throw new ApiError(400, { non_field_errors: [error.message] });
    throw error;
  }
});

/** Logout: revokes every token of the account, on every device, and clears the browser's cookie. */
authRoutes.post('/auth-jwt-logout', requireEditor(), async (c) => {
  const editor = c.get('editor');
  await revokeTokens(c.get('db'), editor.id);
  deleteCookie(c, EDITOR_COOKIE, { path: '/', httpOnly: true, sameSite: 'Strict', secure: isHttpsRequest(c.req.url, c.req.header('x-forwarded-proto')) });
  await recordAudit(c, editor, { action: 'logout', entityType: 'editor_account', entityId: editor.id });
  return c.body(null, 204);
});
