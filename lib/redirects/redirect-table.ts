import { internalApiJson } from '@/lib/api/transport';
import type { EditionId } from '@/lib/editions';
import { redirectKey } from './plan';
import type { Redirect } from './redirect-types';
import { tableState as state } from './table-state';

export type { Redirect };

interface TableAnswer {
  version: string;
  redirections: [EditionId, string, string, number][];
}

/** How often an instance asks whether another one changed the table: a change shows everywhere within it. */
const CHECK_EVERY_MS = 1000;

const keyOf = (edition: EditionId, path: string) => `${edition} ${path}`;

async function load(): Promise<void> {
  try {
    const answer = await internalApiJson<TableAnswer>('/seo/redirections/table/');
    state.checkedAt = Date.now();
    if (!answer) {
      state.table = new Map();
      return;
    }
    state.table = new Map(answer.redirections.map(([edition, from, to, status]) => [keyOf(edition, from), { location: to, status: status === 302 ? 302 : 301 }]));
    state.version = answer.version;
  } catch (error) {
    // Without its table the site still serves its pages; the next request tries again.
    console.error('[redirects] the redirection table could not be loaded', error);
    state.table ??= new Map();
  }
}

async function check(): Promise<void> {
  state.checkedAt = Date.now();
  try {
    const answer = await internalApiJson<{ version: string }>('/seo/redirections/version/');
    if (answer && answer.version !== state.version) await reload();
  } catch (error) {
    console.error('[redirects] could not check the redirection table', error);
  }
}

function reload(): Promise<void> {
  state.stale = false;
  state.loading ??= load().finally(() => (state.loading = undefined));
  return state.loading;
}

/**
 * The redirection of an edition's path, or null: one lookup in a table kept in memory. The table is loaded on
 * the first request, again at once after a write on this instance (`redirectionsChanged`), and again within a
 * second of a write on another instance (a version check, in the background, at most once a second).
 */
export async function redirectFor(edition: EditionId, pathname: string): Promise<Redirect | null> {
  if (!state.table || state.stale) await reload();
  else if (Date.now() - state.checkedAt > CHECK_EVERY_MS && !state.checking) {
    state.checking = check().finally(() => (state.checking = undefined));
  }
  return state.table?.get(keyOf(edition, redirectKey(pathname))) ?? null;
}
