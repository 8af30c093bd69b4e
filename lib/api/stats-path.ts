/** Where the editors' click figures are read: the call's `language` and query, for the screen and its CSV links alike. */
import type { StatsGroup } from '@/lib/clicks/constants';
import type { EditionId } from '@/lib/editions';
import { ALL_EDITIONS } from '@/lib/schemas/stats';
import { apiPath, type QueryValue } from './path';

/** Which figures: one edition's or every edition the editor may see; a period; maybe one shop. */
export interface StatsScope {
  edition: EditionId | typeof ALL_EDITIONS;
  /** The edition of the screen, whose language words the refusals when the figures are every edition's. */
  screenEdition: EditionId;
  from: string;
  to: string;
  store?: number;
}

/** The call of `GET /stats/clicks/` for a scope and a group: its `language` and the rest of its query. */
export function statsCall(scope: StatsScope, group: StatsGroup): { language: EditionId; query: Record<string, QueryValue> } {
  const all = scope.edition === ALL_EDITIONS;
  return {
    language: all ? scope.screenEdition : (scope.edition as EditionId),
    query: { from: scope.from, to: scope.to, group, store: scope.store, editions: all ? ALL_EDITIONS : undefined },
  };
}

/**
 * The CSV file of a group's figures, as a same-origin address: a plain link downloads it, the browser carrying the
 * editor's session cookie, as the other exports of the editors' area do.
 */
export function statsCsvHref(scope: StatsScope, group: StatsGroup): string {
  const { language, query } = statsCall(scope, group);
  return apiPath('/stats/clicks/', language, { ...query, format: 'csv' });
}
