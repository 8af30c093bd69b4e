import { timingSafeEqual } from 'node:crypto';
import { changeTags } from '@/lib/cache/tags';
import { cacheInvalidationBody } from '@/lib/schemas/cache';
import { notFound, refusal } from '../core/errors';
import { limitBody } from '../core/json-body';
import { newRouter } from '../core/router';
import { parseWith } from '../core/validation';

export const cacheRoutes = newRouter();

const BODY_LIMIT = 16 * 1024;

/** Whether the request carries the operators' token (CACHE_INVALIDATION_TOKEN), compared in constant time. */
function hasOperatorToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The cached pages a change made outside the API touched (a fix in psql, an import): the operators name what
 * changed and the pages showing it are rendered afresh on their next view, as after an editor's write. Off unless
 * CACHE_INVALIDATION_TOKEN is set (at least 32 characters); the token is the operators' alone.
 */
cacheRoutes.post(
  '/invalidate',
  limitBody(BODY_LIMIT),
  async (c) => {
    const token = process.env.CACHE_INVALIDATION_TOKEN?.trim() ?? '';
    if (token.length < 32) throw notFound();
    if (!hasOperatorToken(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer');
      throw refusal(401, { key: 'operatorsOnly' });
    }
    let input: unknown;
    try {
      input = await c.req.json();
    } catch {
      throw refusal(400, { key: 'notJson' });
    }
    const body = parseWith(cacheInvalidationBody, input);
    const change = { edition: c.get('edition'), ...body };
    c.get('contentChanged')(change, 'now');
    return c.json({ tags: changeTags(change) });
  },
);
