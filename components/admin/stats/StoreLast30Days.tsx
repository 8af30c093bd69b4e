import { readStoreFollowers } from '@/lib/api/alert-stats';
import type { EditorSession } from '@/lib/api/editor';
import { readClickStats } from '@/lib/api/stats';
import { presetPeriod } from '@/lib/admin/stats-period';
import type { EditionId } from '@/lib/editions';
import { siteToday } from '@/lib/time';
import { StoreFigures } from './StoreFigures';

const DAYS = 30;

/**
 * The shop's figures of the last 30 days, and its alerts' followers, read as the editor: a failed read shows as such
 * (the followers' line is left out), never breaks the form.
 */
export async function StoreLast30Days({ session, edition, storeId }: { session: EditorSession; edition: EditionId; storeId: number }) {
  const period = presetPeriod(DAYS, siteToday());
  const [stats, followers] = await Promise.all([
    readClickStats(session, { edition, screenEdition: edition, store: storeId, ...period }, 'day').catch(() => null),
    readStoreFollowers(session, edition, storeId).catch(() => null),
  ]);
  return <StoreFigures storeId={storeId} totals={stats?.totals ?? null} followers={followers} />;
}
