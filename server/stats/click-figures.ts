import { and, between, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { StatsGroup } from '@/lib/clicks/constants';
import type { EditionId } from '@/lib/editions';
import type { ClickFigures, ClickStatsRow } from '@/lib/api/types/editor-stats';
import { STATS_TOP_LIMIT } from '@/lib/schemas/stats';
import { queryRows } from '@/server/db/raw';
import { clickDays, conversions, revealDays } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { groupKeys, itemCategories, type KeyPart } from './group-keys';

/** Which figures: the editions, the calendar days (both included) and, optionally, one shop. */
export interface FigureScope {
  editions: readonly EditionId[];
  from: string;
  to: string;
  store?: number;
}

/** The sums as the database answers them; commission in cents. */
interface RawFigures {
  clicks: number;
  visitors: number;
  bot_clicks: number;
  reveals: number;
  conversions: number;
  cents: number;
}

/** The rows of each table inside the scope. Rejected conversions earn nothing, unmatched ones belong to no click. */
function scopeOf(scope: FigureScope) {
  const store = scope.store;
  return {
    clicks: and(inArray(clickDays.edition, [...scope.editions]), between(clickDays.day, scope.from, scope.to), store === undefined ? undefined : eq(clickDays.storeId, store)),
    reveals: and(inArray(revealDays.edition, [...scope.editions]), between(revealDays.day, scope.from, scope.to), store === undefined ? undefined : eq(revealDays.storeId, store)),
    conversions: and(
      inArray(conversions.edition, [...scope.editions]),
      between(conversions.clickDay, scope.from, scope.to),
      ne(conversions.status, 'rejected'),
      store === undefined ? undefined : eq(conversions.storeId, store),
    ),
  };
}

/** Commission only counts in euros: a report in another currency is left for the editors to convert. */
const euroCents = sql`coalesce(sum(${conversions.commissionCents}) filter (where upper(${conversions.currency}) = 'EUR'), 0)::float8`;

const keyed = (part: KeyPart, inScope: SQL | undefined) => ({ key: part.key, join: part.join ?? sql``, where: and(inScope, part.where) });

/**
 * The figures of each key of `group`, in one statement: each table summed by key, then the keys of any of them
 * joined. `day` answers every day of the period in order, empty ones at zero; the others the busiest
 * STATS_TOP_LIMIT keys, by clicks then key.
 */
function figuresByKey(group: StatsGroup, scope: FigureScope): SQL {
  const keys = groupKeys[group];
  const inScope = scopeOf(scope);
  const c = keyed(keys.clicks, inScope.clicks);
  const v = keyed(keys.conversions, inScope.conversions);
  const r = keys.reveals ? keyed(keys.reveals, inScope.reveals) : null;
  const emptyKey = sql.raw(`null::${keys.type}`);
  const revealsByKey = r
    ? sql`select ${r.key} as key, sum(${revealDays.reveals})::int as reveals from ${revealDays} ${r.join} where ${r.where} group by 1`
    : sql`select ${emptyKey} as key, 0 as reveals where false`;
  const allKeys =
    group === 'day'
      ? sql`select to_char(${scope.from}::date + i, 'YYYY-MM-DD') as key from generate_series(0, ${scope.to}::date - ${scope.from}::date) as i`
      : sql`select key from c union select key from r union select key from v`;
  const label = keys.label ? sql`label_of.${sql.identifier(keys.label.column)}` : sql`null::text`;
  const labelJoin = keys.label ? sql`left join ${keys.label.table} as label_of on label_of.id = k.key` : sql``;
  const order = group === 'day' ? sql`order by k.key` : sql`order by clicks desc, k.key limit ${STATS_TOP_LIMIT}`;
  // A shop, promotion or page that only robots clicked has nothing to show in a list of what visitors did.
  const visitorsOnly = group === 'day' ? sql`` : sql`where coalesce(c.clicks, 0) + coalesce(r.reveals, 0) + coalesce(v.conversions, 0) > 0`;
  return sql`
    with ${group === 'category' ? sql`${itemCategories},` : sql``}
    c as (
      select ${c.key} as key, sum(${clickDays.clicks})::int as clicks, sum(${clickDays.visitors})::int as visitors, sum(${clickDays.botClicks})::int as bot_clicks
      from ${clickDays} ${c.join} where ${c.where} group by 1
    ),
    r as (${revealsByKey}),
    v as (
      select ${v.key} as key, count(*)::int as conversions, ${euroCents} as cents
      from ${conversions} ${v.join} where ${v.where} group by 1
    ),
    k as (${allKeys})
    select k.key as key, ${label} as label,
      coalesce(c.clicks, 0) as clicks, coalesce(c.visitors, 0) as visitors, coalesce(c.bot_clicks, 0) as bot_clicks,
      coalesce(r.reveals, 0) as reveals, coalesce(v.conversions, 0) as conversions, coalesce(v.cents, 0) as cents
    from k
    left join c on c.key = k.key
    left join r on r.key = k.key
    left join v on v.key = k.key
    ${labelJoin}
    ${visitorsOnly}
    ${order}`;
}

/** The figures of the whole scope, each click, reveal and conversion counted once. */
function totalsOf(scope: FigureScope): SQL {
  const inScope = scopeOf(scope);
  return sql`
    select c.clicks, c.visitors, c.bot_clicks, r.reveals, v.conversions, v.cents
    from (
      select coalesce(sum(${clickDays.clicks}), 0)::int as clicks, coalesce(sum(${clickDays.visitors}), 0)::int as visitors,
        coalesce(sum(${clickDays.botClicks}), 0)::int as bot_clicks
      from ${clickDays} where ${inScope.clicks}
    ) as c,
    (select coalesce(sum(${revealDays.reveals}), 0)::int as reveals from ${revealDays} where ${inScope.reveals}) as r,
    (select count(*)::int as conversions, ${euroCents} as cents from ${conversions} where ${inScope.conversions}) as v`;
}

/** The answer's figures: euros with their cents, and what a click earned (nothing without clicks). */
export function figuresOf(raw: RawFigures): ClickFigures {
  const cents = Math.round(Number(raw.cents));
  const clicks = Number(raw.clicks);
  return {
    clicks,
    unique_visitors: Number(raw.visitors),
    reveals: Number(raw.reveals),
    conversions: Number(raw.conversions),
    commission: cents / 100,
    epc: clicks > 0 ? Math.round(cents / clicks) / 100 : 0,
    bot_clicks: Number(raw.bot_clicks),
  };
}

/** The figures of the scope cut by `group`, and their totals: two statements, summed in the database. */
export async function clickFigures(db: Db, group: StatsGroup, scope: FigureScope): Promise<{ totals: ClickFigures; results: ClickStatsRow[] }> {
  const [rows, [totals]] = await Promise.all([
    queryRows<RawFigures & { key: string | number; label: string | null }>(db, figuresByKey(group, scope)),
    queryRows<RawFigures>(db, totalsOf(scope)),
  ]);
  const results = rows.map((row) => ({ [group]: row.key, label: row.label, ...figuresOf(row) }) as ClickStatsRow);
  return { totals: figuresOf(totals), results };
}
