import type { Redirect } from './redirect-types';

export interface TableState {
  table?: Map<string, Redirect>;
  version?: string;
  loading?: Promise<void>;
  checking?: Promise<void>;
  checkedAt: number;
  stale: boolean;
}

/**
 * The proxy's copy of the redirection table. On globalThis: Next may load the modules in several bundles of one
 * process, and the proxy and the API's writes must see one copy.
 */
export const tableState: TableState = ((globalThis as Record<string, unknown>).__vacancesRedirects ??= { checkedAt: 0, stale: false }) as TableState;

/** A write changed the redirections: the next request reloads the table before it is answered. */
export function redirectionsChanged(): void {
  tableState.stale = true;
}
