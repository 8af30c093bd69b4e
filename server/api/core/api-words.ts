import type { Context } from 'hono';
import { DEFAULT_EDITION, editionIds, type EditionId } from '@/lib/editions';

export { apiWords, type ApiWording, type ApiWordKey } from '@/lib/forms/api-words';

/**
 * The edition a call is answered in: the one its `language` chose, or, for a call refused before that was read
 * (another site's write, a `language` the API does not know), the one it names if any, else the default edition.
 */
export function answerEdition(c: Context): EditionId {
  const chosen = c.get('edition') as EditionId | undefined;
  if (chosen) return chosen;
  const named = (c.req.query('language') ?? '').trim().toLowerCase();
  return (editionIds as readonly string[]).includes(named) ? (named as EditionId) : DEFAULT_EDITION;
}
