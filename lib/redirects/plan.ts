import type { FieldRefusals, Wording } from '@/lib/forms/editor-issue-message';

/**
 * The rules of an edition's redirections, on the table as it stands. A redirection leads from a path of the
 * edition to a path of it or to another site, permanently (301) or not (302). Visitors and search engines must
 * reach the target in one step: no redirection may lead to a path that redirects again (a chain), nor back to
 * where it started (a loop).
 */

/** `%C3%A9` → `é`; a malformed escape is kept as written rather than failing. */
function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * A path the way the table keys it: decoded (editors type `/séjours`, browsers ask for `/s%C3%A9jours`), without a
 * trailing slash (except the root), a query or a fragment.
 */
export function redirectKey(path: string): string {
  const bare = decoded(path.split(/[?#]/)[0]);
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

/** Whether a target is a path of the same edition (so it may itself redirect), not another site's address. */
export const isLocalTarget = (target: string): boolean => target.startsWith('/') && !target.startsWith('//');

export type RedirectionPlan = { ok: true; source: string; target: string; collapse: string[] } | { ok: false; errors: FieldRefusals };

/**
 * Checks a redirection `source → target` against the edition's others (`table`: source → target, without the
 * redirection being changed). Refused: a redirection to itself, to a path that redirects on (a chain), or one that
 * closes a loop. Redirections that led to `source` are collapsed: they now lead to `target` directly
 * (`collapse` lists their sources).
 */
export function planRedirection(table: ReadonlyMap<string, string>, rawSource: string, rawTarget: string): RedirectionPlan {
  const source = redirectKey(rawSource);
  const target = isLocalTarget(rawTarget) ? redirectKey(rawTarget) : rawTarget;
  const refused = (wording: Wording): RedirectionPlan => ({ ok: false, errors: { new_path: [wording] } });
  if (target === source) return refused({ key: 'redirectSelf' });
  if (isLocalTarget(target)) {
    const next = table.get(target);
    if (next !== undefined) {
      return next === source ? refused({ key: 'redirectLoop', values: { target, source } }) : refused({ key: 'redirectChain', values: { target, next } });
    }
  }
  const collapse = [...table].filter(([, to]) => to === source).map(([from]) => from);
  if (collapse.includes(target)) return refused({ key: 'redirectLoop', values: { target, source } });
  return { ok: true, source, target, collapse };
}
