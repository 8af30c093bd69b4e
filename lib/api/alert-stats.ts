/** What the visitors follow, as the editors read it: the alerts' figures, their CSV file, and one shop's followers. */
import type { EditionId } from '@/lib/editions';
import { ALL_EDITIONS } from '@/lib/schemas/stats';
import { editorGet, type EditorSession } from './editor';
import { apiPath, type QueryValue } from './path';
import type { StatsScope } from './stats-path';
import type { AlertStats, StoreFollowerCount } from './types/alert-stats';

/** Whose figures: one edition's or every edition the editor may see, as the click figures choose them. */
export type AlertStatsScope = Pick<StatsScope, 'edition' | 'screenEdition'>;

const PATH = '/alerts/stats/';

/** The call of `GET /alerts/stats/` for a scope: its `language`, and `editions=all` for every edition. */
function alertStatsCall(scope: AlertStatsScope): { language: EditionId; query: Record<string, QueryValue> } {
  const all = scope.edition === ALL_EDITIONS;
  return { language: all ? scope.screenEdition : (scope.edition as EditionId), query: { editions: all ? ALL_EDITIONS : undefined } };
}

/** The alerts' figures of a scope; anything but 2xx throws. */
export function readAlertStats(session: EditorSession, scope: AlertStatsScope): Promise<AlertStats> {
  const { language, query } = alertStatsCall(scope);
  return editorGet<AlertStats>(session, PATH, language, query);
}

/**
 * The CSV file of the followed shops, categories and searches, as a same-origin address: a plain link downloads it,
 * the browser carrying the editor's session cookie, as the click figures' files do.
 */
export function alertStatsCsvHref(scope: AlertStatsScope): string {
  const { language, query } = alertStatsCall(scope);
  return apiPath(PATH, language, { ...query, format: 'csv' });
}

/** How many visitors a shop's alerts mail (confirmed, not paused), on its edition; anything but 2xx throws. */
export async function readStoreFollowers(session: EditorSession, edition: EditionId, store: number): Promise<number> {
  const answer = await editorGet<StoreFollowerCount>(session, PATH, edition, { store });
  return answer.followers;
}
