import { alertMailPurpose, alertMailPurposes } from '@/lib/alerts/constants';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AlertMails, AlertStats, AlertTotals, CategoryFollowers, FollowerCounts, QueryFollowers, StoreFollowers } from '@/lib/api/types/alert-stats';
import type { EditionId } from '@/lib/editions';
import { STATS_TOP_LIMIT } from '@/lib/schemas/stats';
import { csvDocument } from '@/server/api/core/csv';
import { queryRows } from '@/server/db/raw';
import { alerts, alertSubscribers, categories, emailOutbox, stores } from '@/server/db/schema';
import type { Db } from '@/server/db/types';

/**
 * What the visitors follow and what the alerts mailed, for the editors' figures. Counts only: no statement here reads
 * an address, so none can reach an answer or a file.
 */


/** The mails the editors look at over a month: as far back as the clicks' default period. */
const SENT_WITHIN_DAYS = 30;

/** The alerts of the addresses of the editions, joined to their address for its status. */
const inEditions = (editions: readonly EditionId[]) => inArray(alertSubscribers.edition, [...editions]);

/**
 * The three counts of a list's line (see FollowerCounts): a confirmed address's alert mails unless paused; a pending
 * address's alert waits for the confirmation, paused or not.
 */
const followerCounts = sql`
  count(*) filter (where ${alertSubscribers.status} = 'confirmed' and not ${alerts.paused})::int as followers,
  count(*) filter (where ${alertSubscribers.status} <> 'confirmed')::int as pending,
  count(*) filter (where ${alertSubscribers.status} = 'confirmed' and ${alerts.paused})::int as paused`;

/** Busiest first: those that mail, then those about to, then the key, for an order that never changes between calls. */
const busiestFirst = sql`order by followers desc, pending desc, paused desc, key limit ${STATS_TOP_LIMIT}`;

/** One line of a list as the database answers it. */
type RawLine<K> = FollowerCounts & { key: K; label: string | null };

/** The followed shops or categories: the id, the name of the row it names (if it still exists) and the counts. */
function followedItems(kind: 'store' | 'category', editions: readonly EditionId[]): SQL {
  const column = kind === 'store' ? alerts.storeId : alerts.categoryId;
  const named = kind === 'store' ? stores : categories;
  return sql`
    select ${column} as key, ${named.name} as label, ${followerCounts}
    from ${alerts}
    join ${alertSubscribers} on ${alertSubscribers.id} = ${alerts.subscriberId}
    left join ${named} on ${named.id} = ${column}
    where ${and(eq(alerts.kind, kind), sql`${column} is not null`, inEditions(editions))}
    group by ${column}, ${named.name}
    ${busiestFirst}`;
}

/** The followed searches, by their normalised words (the same words on two editions add up). */
function followedQueries(editions: readonly EditionId[]): SQL {
  return sql`
    select ${alerts.query} as key, null::text as label, ${followerCounts}
    from ${alerts}
    join ${alertSubscribers} on ${alertSubscribers.id} = ${alerts.subscriberId}
    where ${and(eq(alerts.kind, 'query'), sql`${alerts.query} is not null`, inEditions(editions))}
    group by ${alerts.query}
    ${busiestFirst}`;
}

/** The addresses and their alerts, in one statement. */
function totalsOf(editions: readonly EditionId[]): SQL {
  return sql`
    select s.addresses, s.confirmed_addresses, a.alerts, a.active, a.paused
    from (
      select count(*)::int as addresses, count(*) filter (where ${alertSubscribers.status} = 'confirmed')::int as confirmed_addresses
      from ${alertSubscribers} where ${inEditions(editions)}
    ) as s,
    (
      select count(*)::int as alerts,
        count(*) filter (where ${alertSubscribers.status} = 'confirmed' and not ${alerts.paused})::int as active,
        count(*) filter (where ${alerts.paused})::int as paused
      from ${alerts} join ${alertSubscribers} on ${alertSubscribers.id} = ${alerts.subscriberId}
      where ${inEditions(editions)}
    ) as a`;
}

/** The alerts' mails of the outbox: sent lately, and still waiting. */
function mailsOf(editions: readonly EditionId[]): SQL {
  const sentLately = sql`${emailOutbox.status} = 'sent' and ${emailOutbox.sentAt} >= now() - ${sql.raw(`interval '${SENT_WITHIN_DAYS} days'`)}`;
  return sql`
    select count(*) filter (where ${sentLately})::int as sent_last_30_days,
      count(*) filter (where ${sentLately} and ${emailOutbox.purpose} = ${alertMailPurpose.digest})::int as digests_sent_last_30_days,
      count(*) filter (where ${emailOutbox.status} = 'pending')::int as queued
    from ${emailOutbox}
    where ${and(inArray(emailOutbox.edition, [...editions]), inArray(emailOutbox.purpose, [...alertMailPurposes]))}`;
}

const countsOf = (row: FollowerCounts): FollowerCounts => ({ followers: Number(row.followers), pending: Number(row.pending), paused: Number(row.paused) });

/** Every figure of the alerts of the editions: five statements, run together. */
export async function alertStats(db: Db, editions: readonly EditionId[]): Promise<AlertStats> {
  const [storeRows, categoryRows, queryRows_, [totals], [mails]] = await Promise.all([
    queryRows<RawLine<number>>(db, followedItems('store', editions)),
    queryRows<RawLine<number>>(db, followedItems('category', editions)),
    queryRows<RawLine<string>>(db, followedQueries(editions)),
    queryRows<AlertTotals>(db, totalsOf(editions)),
    queryRows<AlertMails>(db, mailsOf(editions)),
  ]);
  const storeLines: StoreFollowers[] = storeRows.map((row) => ({ store: Number(row.key), label: row.label, ...countsOf(row) }));
  const categoryLines: CategoryFollowers[] = categoryRows.map((row) => ({ category: Number(row.key), label: row.label, ...countsOf(row) }));
  const queryLines: QueryFollowers[] = queryRows_.map((row) => ({ query: row.key, ...countsOf(row) }));
  return {
    editions: [...editions],
    followers: { stores: storeLines, categories: categoryLines, queries: queryLines },
    totals: {
      addresses: Number(totals.addresses),
      confirmed_addresses: Number(totals.confirmed_addresses),
      alerts: Number(totals.alerts),
      active: Number(totals.active),
      paused: Number(totals.paused),
    },
    mails: { sent_last_30_days: Number(mails.sent_last_30_days), digests_sent_last_30_days: Number(mails.digests_sent_last_30_days), queued: Number(mails.queued) },
  };
}

/** The followers of one shop on the editions (see FollowerCounts.followers): the figure of its editing screen. */
export async function storeFollowers(db: Db, editions: readonly EditionId[], store: number): Promise<number> {
  const [row] = await queryRows<{ followers: number }>(
    db,
    sql`
      select count(*)::int as followers
      from ${alerts} join ${alertSubscribers} on ${alertSubscribers.id} = ${alerts.subscriberId}
      where ${and(eq(alerts.kind, 'store'), eq(alerts.storeId, store), eq(alertSubscribers.status, 'confirmed'), eq(alerts.paused, false), inEditions(editions))}`,
  );
  return Number(row?.followers ?? 0);
}

/** The columns of the file: what is followed, its key (an id, or a search's words), its name, and its followers. */
export const alertStatsCsvColumns = ['kind', 'key', 'label', 'followers'] as const;

/**
 * The three lists as one CSV file, shops then categories then searches, each busiest first. Written formula-safe: a
 * search's words are the visitors' own text. A byte-order mark, so that Excel reads accented names as UTF-8.
 */
export function alertStatsCsv(stats: AlertStats): string {
  const { stores: storeLines, categories: categoryLines, queries } = stats.followers;
  const lines = [
    ...storeLines.map((line) => ['store', String(line.store), line.label ?? '', String(line.followers)]),
    ...categoryLines.map((line) => ['category', String(line.category), line.label ?? '', String(line.followers)]),
    // A search has no name but its words, which are its key.
    ...queries.map((line) => ['query', line.query, '', String(line.followers)]),
  ];
  return `\uFEFF${csvDocument([[...alertStatsCsvColumns], ...lines])}`;
}

/** `alert-followers-2026-11-28.csv`: the day the figures were read, as they change from one day to the next. */
export const alertStatsCsvName = (day: string) => `alert-followers-${day}.csv`;
