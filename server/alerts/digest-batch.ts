import { and, isNull, sql, type SQL } from 'drizzle-orm';
import type { AlertFrequency, AlertKind } from '@/lib/alerts/constants';
import type { EditionId } from '@/lib/editions';
import { rowsAtStatus } from '@/server/api/shared/visibility';
import { searchWords, tsQueryText } from '@/server/api/search/terms';
import { queryRows } from '@/server/db/raw';
import { promotions, searchConfigOf, stores } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { instantWaitMs, LATE_COMMIT_MINUTES, LOOKBACK_DAYS } from './digest-periods';

/**
 * The digest's reads, one batch of addresses at a time: which addresses are due, what they follow, and the new
 * promotions of what they follow. Everything is chosen in SQL; only a batch's rows come back.
 */

/** An address due for a digest; `seen` is its last mail's time as the database wrote it (null: never mailed). */
export interface BatchSubscriber {
  id: number;
  edition: EditionId;
  email: string;
  seen: string | null;
}

/** One followed thing of a batch, with what its section is called and where its page is. */
export interface BatchAlert {
  id: number;
  subscriberId: number;
  edition: EditionId;
  kind: AlertKind;
  categoryId: number | null;
  query: string | null;
  storeName: string | null;
  storeSlug: string | null;
  categoryName: string | null;
}

/** One new promotion of one followed thing, as its entry shows it; `total` counts all of that thing's new ones. */
export interface BatchEntry {
  subscriberId: number;
  alertId: number;
  total: number;
  promotionId: number;
  title: string;
  offer: string;
  expiresAt: Date | string | null;
  storeName: string;
  storeSlug: string;
  storeIcon: string | null;
  workedVotes: number | null;
  failedVotes: number | null;
}

/** The column holding an address's last mail of that frequency. */
const lastMailColumn = (frequency: AlertFrequency) => sql.raw(frequency === 'daily' ? 'last_daily_at' : 'last_instant_at');

/** A JS array as ONE bound parameter (a PostgreSQL array); written plainly, drizzle would spread it into a list. */
const array = <T>(values: readonly T[]) => sql.param([...values]);

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * The next `size` confirmed addresses after `after` (by id) with a non-paused alert of that frequency; for instant
 * ones, only those whose last instant mail is an hour old (at most one an hour).
 */
export function subscriberBatch(
  db: Db,
  { frequency, editions, after, now, size }: { frequency: AlertFrequency; editions: readonly EditionId[]; after: number; now: Date; size: number },
): Promise<BatchSubscriber[]> {
  const last = lastMailColumn(frequency);
  const rested = frequency === 'instant' ? sql`and (s.last_instant_at is null or s.last_instant_at <= ${at(new Date(now.getTime() - instantWaitMs))})` : sql``;
  return queryRows<BatchSubscriber>(
    db,
    sql`select s.id, s.edition, s.email, s.${last}::text as seen
        from alert_subscribers s
        where s.status = 'confirmed' and s.edition = any(${array(editions)}::text[]) and s.id > ${after}
          and exists (select 1 from alerts a where a.subscriber_id = s.id and a.frequency = ${frequency} and not a.paused)
          ${rested}
        order by s.id
        limit ${size}`,
  );
}

/** The batch's alerts of that frequency that mail (not paused), with the names their sections are titled by. */
export function batchAlerts(db: Db, frequency: AlertFrequency, subscriberIds: number[]): Promise<BatchAlert[]> {
  return queryRows<BatchAlert>(
    db,
    sql`select a.id, a.subscriber_id as "subscriberId", s.edition, a.kind, a.category_id as "categoryId", a.query,
               st.name as "storeName", st.slug as "storeSlug", c.name as "categoryName"
        from alerts a
        join alert_subscribers s on s.id = a.subscriber_id
        left join stores st on a.kind = 'store' and st.id = a.store_id and st.edition = s.edition
        left join categories c on a.kind = 'category' and c.id = a.category_id and c.edition = s.edition
        where a.subscriber_id = any(${array(subscriberIds)}::int[]) and a.frequency = ${frequency} and not a.paused
        order by a.subscriber_id, a.id`,
  );
}

/**
 * A promotion visitors see now: published (or scheduled and past its time), not in the trash, not withdrawn by its
 * feed, of a shop they see. The rules of isPublicPromotion, written without its preview switch: an admin's call in
 * preview must never let a draft into visitors' mail.
 */
const visibleToVisitors = (): SQL => and(isNull(promotions.deletedAt), rowsAtStatus(promotions, 'published'), isNull(promotions.withdrawnAt), rowsAtStatus(stores, 'published'))!;

/**
 * When a promotion became visible: the moment the database stamped it published (a draft published later counts from
 * then), or, for a row that has no stamp, its creation or its scheduled time when later.
 */
const visibleSince = sql`coalesce(${promotions.publishedAt}, greatest(${promotions.createdAt}, coalesce(${promotions.publishAt}, ${promotions.createdAt})))`;

/** A followed search as the site's search matches it (server/api/search): its words' tsquery text, per edition. */
export interface FollowedWords {
  edition: EditionId;
  query: string;
  tsQuery: string;
}

/** The tsquery text of a followed search, or null when nothing of it is searchable (only stop words, punctuation). */
export function followedWords(edition: EditionId, query: string): FollowedWords | null {
  const words = searchWords(query);
  return words.length ? { edition, query, tsQuery: tsQueryText(words) } : null;
}

/**
 * The new promotions of each followed thing of the batch, at most `perSection` each (the newest), with each thing's
 * count of new ones. New: visible to visitors and still valid at `now`, of the address's edition, visible since the
 * address's last mail of that frequency (or its confirmation, or the alert's creation if later, and LOOKBACK_DAYS at
 * most; less LATE_COMMIT_MINUTES), and never mailed to that address. A shop's alert takes its promotions; a category's those
 * listed in it or in one of its descendants; a search's those the site's search finds (their own text, or their
 * shop's name).
 */
export const batchEntries = (db: Db, batch: EntriesOfBatch): Promise<BatchEntry[]> => queryRows<BatchEntry>(db, entriesQuery(batch));

export interface EntriesOfBatch {
  frequency: AlertFrequency;
  subscriberIds: number[];
  editions: readonly EditionId[];
  queries: FollowedWords[];
  now: Date;
  perSection: number;
}

/**
 * The statement of batchEntries, apart so that its plan can be read (EXPLAIN) at volume. Each kind's matches are
 * gathered on their own first (materialized: the new promotions, a category tree's listings, a search's finds, each
 * search once per batch) and only then meet the batch's alerts by id or words: the planner cannot size these sets,
 * and left to itself it joined every alert to every new promotion of its edition (2 s a batch of 500 addresses
 * against 1,000 new promotions, 0.1 s this way).
 */
export function entriesQuery({ frequency, subscriberIds, editions, queries, now, perSection }: EntriesOfBatch): SQL {
  const last = lastMailColumn(frequency);
  return sql`with recursive
        a as (
          select al.id as alert_id, al.subscriber_id, al.kind, al.store_id, al.category_id, al.query, s.edition,
                 greatest(coalesce(s.${last}, s.confirmed_at), al.created_at, ${at(now)} - make_interval(days => ${LOOKBACK_DAYS})) - make_interval(mins => ${LATE_COMMIT_MINUTES}) as since
          from alerts al join alert_subscribers s on s.id = al.subscriber_id
          where al.subscriber_id = any(${array(subscriberIds)}::int[]) and al.frequency = ${frequency} and not al.paused
        ),
        fresh as materialized (
          select ${promotions.id} as id, ${promotions.edition} as edition, ${promotions.storeId} as store_id, ${promotions.searchDoc} as search_doc,
                 ${stores.searchDoc} as store_doc, ${visibleSince} as visible_since
          from ${promotions} join ${stores} on ${stores.id} = ${promotions.storeId}
          where ${promotions.edition} = any(${array(editions)}::text[])
            and (${promotions.publishedAt} > (select min(since) from a) or ${promotions.createdAt} > (select min(since) from a) or ${promotions.publishAt} > (select min(since) from a))
            and ${visibleSince} <= ${at(now)}
            and (${promotions.expiresAt} is null or ${promotions.expiresAt} >= ${at(now)})
            and ${visibleToVisitors()}
        ),
        tree(alert_id, category_id) as (
          select alert_id, category_id from a where kind = 'category'
          union
          select t.alert_id, c.id from categories c join tree t on c.parent_id = t.category_id
        ),
        words as materialized (
          select w.edition, w.query, to_tsquery(${searchConfigOf(sql`w.edition`)}, w.ts) as tsq
          from unnest(${array(queries.map((q) => q.edition))}::text[], ${array(queries.map((q) => q.query))}::text[], ${array(queries.map((q) => q.tsQuery))}::text[]) as w(edition, query, ts)
        ),
        found as materialized (
          select w.edition, w.query, array_agg(f.id) as ids, array_agg(f.visible_since) as seen_since
          from words w join fresh f on f.edition = w.edition
          where numnode(w.tsq) > 0 and (f.search_doc @@ w.tsq or ts_filter(f.store_doc, '{a}') @@ w.tsq)
          group by w.edition, w.query
        ),
        listed as materialized (
          select t.alert_id, f.id as promotion_id, f.edition, f.visible_since
          from tree t join promotion_categories pc on pc.category_id = t.category_id
          join fresh f on f.id = pc.promotion_id
        ),
        hits as (
          select a.subscriber_id, a.alert_id, f.id as promotion_id, f.visible_since
          from a join fresh f on f.store_id = a.store_id and f.edition = a.edition
          where a.kind = 'store' and f.visible_since > a.since
          union all
          select a.subscriber_id, a.alert_id, l.promotion_id, l.visible_since
          from listed l join a on a.alert_id = l.alert_id
          where l.edition = a.edition and l.visible_since > a.since
          union all
          select a.subscriber_id, a.alert_id, u.id, u.visible_since
          from a join found h on h.query = a.query and h.edition = a.edition
          cross join lateral unnest(h.ids, h.seen_since) as u(id, visible_since)
          where a.kind = 'query' and u.visible_since > a.since
        ),
        picked as (
          select h.subscriber_id, h.alert_id, h.promotion_id, max(h.visible_since) as visible_since
          from hits h
          where not exists (select 1 from alert_sent x where x.subscriber_id = h.subscriber_id and x.promotion_id = h.promotion_id)
          group by h.subscriber_id, h.alert_id, h.promotion_id
        ),
        ranked as (
          select p.*, row_number() over (partition by p.alert_id order by p.visible_since desc, p.promotion_id desc) as n,
                 count(*) over (partition by p.alert_id) as total
          from picked p
        )
        select r.subscriber_id as "subscriberId", r.alert_id as "alertId", r.total::int as total, p.id as "promotionId", p.title, p.offer,
               p.expires_at as "expiresAt", st.name as "storeName", st.slug as "storeSlug", st.icon as "storeIcon",
               c.worked_votes as "workedVotes", c.failed_votes as "failedVotes"
        from ranked r
        join promotions p on p.id = r.promotion_id
        join stores st on st.id = p.store_id
        left join coupons c on c.promotion_id = p.id
        where r.n <= ${perSection}
        order by r.subscriber_id, r.alert_id, r.n`;
}
