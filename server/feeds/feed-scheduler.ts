import { and, eq, lte, sql } from 'drizzle-orm';
import { editorWords } from '@/lib/forms/editor-words';
import type { EditionId } from '@/lib/editions';
import { log } from '@/lib/log/logger.mjs';
import { feedRuns, feeds } from '@/server/db/schema';
import { runAlone } from '@/server/db/run-alone';
import type { Db } from '@/server/db/types';
import { isFeedRunning, RUN_STALE_MINUTES, runFeed, type ChangeListener } from './run-feed';

/** How often the scheduler looks for feeds that are due. */
const TICK_MS = 60_000;

const key = Symbol.for('vacances.feed-scheduler');
type Holder = { [key]?: true };

/**
 * Runs the feeds that are due, one after the other, on one instance at a time (a PostgreSQL advisory lock, as the
 * newsletter's provider sync). Runs cut short by a stop are reported failed: the feed's next run picks up where it
 * went, since each offer is written for good as the run goes. Once the process is told to stop, no new run starts.
 */
export function startFeedScheduler(getDb: () => Promise<Db>, contentChanged: ChangeListener): void {
  const holder = globalThis as Holder;
  if (holder[key]) return;
  holder[key] = true;
  let stopping = false;
  let busy = false;
  process.once('SIGTERM', () => (stopping = true));
  const tick = async () => {
    if (busy || stopping) return;
    busy = true;
    try {
      const db = await getDb();
      await runAlone(db, 'affiliate-feeds', () => runDueFeeds(db, contentChanged, () => stopping));
    } catch (error) {
      log.error({ err: error }, 'the affiliate feeds could not be run');
    } finally {
      busy = false;
    }
  };
  setInterval(() => void tick(), TICK_MS).unref();
  void tick();
}

/** Every enabled feed whose time has come, oldest due first; answers how many ran. */
export async function runDueFeeds(db: Db, contentChanged: ChangeListener, stopped: () => boolean = () => false): Promise<number> {
  await reportInterruptedRuns(db);
  const due = await db
    .select({ id: feeds.id })
    .from(feeds)
    .where(and(eq(feeds.enabled, true), lte(feeds.nextRunAt, sql`now()`)))
    .orderBy(feeds.nextRunAt);
  let ran = 0;
  for (const { id } of due) {
    if (stopped()) break;
    // An admin's "run now" may be under way on another instance: the schedule waits for the next turn.
    if (await isFeedRunning(db, id)) continue;
    await runFeed({ db, contentChanged }, id, 'schedule');
    ran += 1;
  }
  return ran;
}

/** Runs left `running` by a stopped instance are failed runs, said so in their report. */
async function reportInterruptedRuns(db: Db): Promise<void> {
  const stale = await db
    .select({ id: feedRuns.id, edition: feeds.edition })
    .from(feedRuns)
    .innerJoin(feeds, eq(feeds.id, feedRuns.feedId))
    .where(and(eq(feedRuns.status, 'running'), sql`${feedRuns.startedAt} <= now() - make_interval(mins => ${RUN_STALE_MINUTES})`));
  for (const run of stale) {
    const message = editorWords(run.edition as EditionId)('feedInterrupted');
    await db
      .update(feedRuns)
      .set({ status: 'failed', finishedAt: sql`now()`, errors: [{ item: '', field: '', message }] })
      .where(eq(feedRuns.id, run.id));
  }
}
