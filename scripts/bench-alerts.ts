// `npm run bench:alerts [-- --addresses 100000] [-- --promotions 1000] [-- --scale 1]`
// The alerts' daily digest at volume: the demo seeded at `--scale`, then 100,000 confirmed addresses spread over the
// three editions, each following three things of its edition (a shop, a category and a search's words), then 1,000
// new promotions copied from the demo's (with their categories). Prints the digest's time, the process's peak RSS and
// the mails queued; then a second run, which must queue nothing.
//
// The addresses confirmed after every demo promotion was published, and the new promotions came after that: the run's
// clock is set two hours ahead, so only the new ones are new. Everything is written in bulk SQL (generate_series).
//
// In-memory PGlite by default (slow at this volume: try --addresses 10000); on a PostgreSQL server, a throwaway
// database on it:
//   scripts/with-postgres.sh npm run bench:alerts
// The npm script sets NODE_ENV=production: React renders the mails about twice as fast as in its development build.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { runDigest } from '@/server/alerts/digest';
import { queryRows } from '@/server/db/raw';
import { seed } from '@/server/db/seed';
import type { Db } from '@/server/db/types';
import { openBenchDatabase, postgresServerUrl } from './bench/bench-database';

const { values } = parseArgs({
  options: {
    addresses: { type: 'string', default: '100000' },
    promotions: { type: 'string', default: '1000' },
    scale: { type: 'string', default: '1' },
  },
});
const ADDRESSES = Number(values.addresses);
const NEW_PROMOTIONS = Number(values.promotions);
const SCALE = Number(values.scale);

/** Words visitors follow, per language: each matches some of the demo's promotions, some many, some few. */
const searchedWords = {
  fr: ['hôtel', 'vol', 'croisière', 'camping', 'location voiture', 'train', 'ski', 'séjour', 'week-end', 'piscine'],
  nl: ['hotel', 'vlucht', 'cruise', 'camping', 'autohuur', 'trein', 'ski', 'verblijf', 'weekend', 'zwembad'],
};

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Wall time of `work` and the process's highest RSS while it ran (sampled every 25 ms). */
async function measured<T>(work: () => Promise<T>) {
  let peakRss = process.memoryUsage().rss;
  const rssBefore = peakRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 25);
  const start = process.hrtime.bigint();
  try {
    const result = await work();
    return { result, ms: Number(process.hrtime.bigint() - start) / 1e6, rssBefore, peakRss: Math.max(peakRss, process.memoryUsage().rss) };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The addresses (half on fr-be, a quarter on each other edition), confirmed at `confirmedAt`, each with a daily alert
 * on a shop, a category and a search's words of its edition, spread evenly over the edition's shops, categories and words.
 */
async function addFollowers(db: Db, confirmedAt: Date) {
  const at = sql`${confirmedAt.toISOString()}::timestamptz`;
  await db.execute(sql`
    insert into alert_subscribers (edition, email, status, consent_source, requested_at, confirmed_at)
    select (array['fr-be', 'fr-be', 'nl-be', 'fr-fr'])[1 + g % 4], 'bench-' || g || '@example.test', 'confirmed', 'store', ${at}, ${at}
    from generate_series(1, ${ADDRESSES}) as g`);
  await db.execute(sql`
    with followers as (
      select id, edition, row_number() over (partition by edition order by id) as k from alert_subscribers where email like 'bench-%'
    ),
    shops as (select edition, array_agg(id order by id) as ids from stores where status = 'published' group by edition),
    kinds as (select edition, array_agg(id order by id) as ids from categories group by edition),
    words as (
      select 'nl-be' as edition, ${sql.param(searchedWords.nl)}::text[] as list
      union all select 'fr-be', ${sql.param(searchedWords.fr)}::text[]
      union all select 'fr-fr', ${sql.param(searchedWords.fr)}::text[]
    )
    insert into alerts (subscriber_id, kind, store_id, category_id, query, frequency, created_at)
    select f.id, 'store', s.ids[1 + (f.k * 7919) % cardinality(s.ids)], null, null, 'daily', ${at} from followers f join shops s using (edition)
    union all
    select f.id, 'category', null, c.ids[1 + (f.k * 104729) % cardinality(c.ids)], null, 'daily', ${at} from followers f join kinds c using (edition)
    union all
    select f.id, 'query', null, null, w.list[1 + f.k % cardinality(w.list)], 'daily', ${at} from followers f join words w using (edition)`);
}

/** New promotions, copies of demo ones picked at random (every edition), in the same categories, created at `createdAt`. */
async function addNewPromotions(db: Db, createdAt: Date) {
  const at = sql`${createdAt.toISOString()}::timestamptz`;
  await db.execute(sql`
    with picked as (
      select * from promotions where status = 'published' and deleted_at is null and withdrawn_at is null order by md5(id::text) limit ${NEW_PROMOTIONS}
    )
    insert into promotions (edition, store_id, title, link, offer, description, condition, kind, starts_at, expires_at, status, source_network, source_offer_id, created_at, updated_at)
    select edition, store_id, title, link, offer, description, condition, kind, ${at}, null, 'published', 'bench-alerts', id::text, ${at}, ${at} from picked`);
  await db.execute(sql`
    insert into promotion_categories (promotion_id, category_id)
    select p.id, pc.category_id from promotions p join promotion_categories pc on pc.promotion_id = p.source_offer_id::int
    where p.source_network = 'bench-alerts'`);
}

async function main() {
  const engine = postgresServerUrl ? 'PostgreSQL' : 'PGlite in memory';
  console.log(`bench:alerts on ${engine}: ${ADDRESSES} addresses × 3 follows, ${NEW_PROMOTIONS} new promotions, demo at --scale ${SCALE}`);
  const bench = await openBenchDatabase('alerts');
  try {
    const db = bench.handle.db;
    let t = Date.now();
    await seed(db, { scale: SCALE });
    console.log(`seeded the demo in ${seconds(Date.now() - t)}`);

    const hour = 3_600_000;
    const confirmedAt = new Date(Date.now() + hour);
    t = Date.now();
    await addFollowers(db, confirmedAt);
    await addNewPromotions(db, new Date(confirmedAt.getTime() + hour));
    await db.execute(sql`analyze`);
    const [counts] = await queryRows<{ addresses: number; alerts: number; promotions: number; fresh: number }>(
      db,
      sql`select (select count(*)::int from alert_subscribers) as addresses, (select count(*)::int from alerts) as alerts,
                 (select count(*)::int from promotions) as promotions, (select count(*)::int from promotions where source_network = 'bench-alerts') as fresh`,
    );
    console.log(`followers and new promotions written in ${seconds(Date.now() - t)}: ${counts.addresses} addresses, ${counts.alerts} alerts, ${counts.promotions} promotions of which ${counts.fresh} new`);

    const now = new Date(confirmedAt.getTime() + 2 * hour);
    console.log('\n1. the daily digest');
    const first = await measured(() => runDigest(db, { frequency: 'daily', now }));
    const [outbox] = await queryRows<{ mails: number; bytes: string; entries: string }>(
      db,
      sql`select count(*)::int as mails, coalesce(sum(octet_length(body_html) + octet_length(body_text)), 0)::text as bytes,
                 (select count(*)::text from alert_sent) as entries
          from email_outbox where purpose = 'alert_digest'`,
    );
    console.log(`   mails queued ${first.result.mailsQueued} (outbox: ${outbox.mails} digests, ${mb(Number(outbox.bytes))} of HTML and text; ${outbox.entries} promotions recorded as sent)`);
    console.log(`   time ${seconds(first.ms)} (${(first.ms / Math.max(1, first.result.mailsQueued)).toFixed(2)} ms a mail); RSS ${mb(first.rssBefore)} before, peak ${mb(first.peakRss)}`);

    console.log('\n2. the same digest again (nothing new)');
    const second = await measured(() => runDigest(db, { frequency: 'daily', now }));
    console.log(`   mails queued ${second.result.mailsQueued}; time ${seconds(second.ms)}; peak RSS ${mb(second.peakRss)}`);
  } finally {
    await bench.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
