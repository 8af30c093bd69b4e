// `npm run bench:feeds [-- --vouchers 20000] [-- --advertisers 300] [-- --scale 10] [-- --rounds 5]`
// Imports an affiliate feed of 20,000 vouchers and prints: the time and memory of the first import; a second run of
// the same feed, which must write nothing (the run's report, and the imported rows' update stamps and row versions
// before and after); a run with 1 % of the vouchers changed. Then the uncached reads of the largest shop's page, a
// category's and home's at that volume, beside the same pages of the demo at scale 1 measured in the same run.
//
// The feed is a merchant's JSON file (network `json`, read through a column mapping) served by an http server of the
// script's own; its advertisers are mapped to the edition's shops before the first run, as an admin maps them, so
// that run imports every voucher. The volume database is the demo seeded at `--scale` (shops and promotions
// multiplied: many shops with a few codes, a few with hundreds) with the feed imported into fr-be.
//
// The databases are in-memory PGlite, or, when DATABASE_URL names a PostgreSQL server, two throwaway databases on it:
//   scripts/with-postgres.sh npm run bench:feeds
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createApp, type ApiApp } from '@/server/api/app';
import { createAccount } from '@/server/api/auth/accounts';
import { signEditorToken } from '@/server/api/auth/tokens';
import { queryRows } from '@/server/db/raw';
import { feedAdvertisers } from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import type { Db } from '@/server/db/types';
import { openBenchDatabase, postgresServerUrl, type BenchDatabase } from './bench/bench-database';
import { timePageReads, type PageTarget } from './bench/page-reads';
import { buildVoucherFeed, changeSome, feedBody, voucherFeedMapping, type Advertiser } from './bench/voucher-feed';

const { values } = parseArgs({
  options: {
    vouchers: { type: 'string', default: '20000' },
    advertisers: { type: 'string', default: '300' },
    scale: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '5' },
  },
});
const VOUCHERS = Number(values.vouchers);
const ADVERTISERS = Number(values.advertisers);
const SCALE = Number(values.scale);
const ROUNDS = Number(values.rounds);
const EDITION = 'fr-be';
/** One voucher in a hundred changes between the second and third runs. */
const CHANGE_EVERY = 100;

process.env.FEEDS_ALLOW_PRIVATE_NETWORKS = 'true';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const signedMb = (bytes: number) => `${bytes >= 0 ? '+' : ''}${mb(bytes)}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** Wall time of `work`, the process's memory before and after, and its highest RSS while it ran (sampled). */
async function measured<T>(work: () => Promise<T>) {
  const before = process.memoryUsage();
  let peakRss = before.rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 25);
  const start = process.hrtime.bigint();
  try {
    const result = await work();
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    const after = process.memoryUsage();
    peakRss = Math.max(peakRss, after.rss);
    return { result, ms, memory: { rssBefore: before.rss, rssAfter: after.rss, peakRss, heapDelta: after.heapUsed - before.heapUsed } };
  } finally {
    clearInterval(sampler);
  }
}

type RunReport = { status: string; fetched: number; created: number; updated: number; unchanged: number; withdrawn: number; skipped: number; unmapped: number };

const reportLine = (r: RunReport) =>
  `status=${r.status} fetched=${r.fetched} created=${r.created} updated=${r.updated} unchanged=${r.unchanged} withdrawn=${r.withdrawn} skipped=${r.skipped} unmapped=${r.unmapped}`;

/** What a run may have written to the feed's promotions: their number, latest update stamp, and a sum of row versions. */
async function footprint(db: Db, feedId: number) {
  const [row] = await queryRows<{ promotions: number; coupons: number; updated: string | null; versions: string | null; offers: string | null }>(
    db,
    sql`select (select count(*)::int from promotions where source_feed_id = ${feedId}) as promotions,
               (select count(*)::int from coupons c join promotions p on p.id = c.promotion_id where p.source_feed_id = ${feedId}) as coupons,
               (select max(updated_at)::text from promotions where source_feed_id = ${feedId}) as updated,
               (select sum(xmin::text::bigint)::text from promotions where source_feed_id = ${feedId}) as versions,
               (select max(updated_at)::text from feed_offers where feed_id = ${feedId}) as offers`,
  );
  return row;
}

/** A feed of the benchmark's vouchers, an admin to run it, and its advertisers mapped to the largest shops first. */
async function setUpFeed(app: ApiApp, db: Db, feedUrl: string) {
  const account = await createAccount(db, { email: `bench-feeds-${randomUUID()}@vacances.test`, password: randomUUID(), role: 'admin', editions: null });
  if (!account) throw new Error('could not create the admin account');
  const authorization = `Bearer ${await signEditorToken(db, account)}`;
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await app.request(`/api${path}?language=${EDITION}`, {
      method,
      headers: { authorization, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as unknown;
  };
  const feed = (await call('POST', '/feeds/', {
    name: 'Réseau de démonstration (JSON)',
    network: 'json',
    edition: EDITION,
    url: feedUrl,
    mapping: voucherFeedMapping,
    every_minutes: 1440,
    publish: 'published',
  })) as { id: number };
  const shops = await queryRows<{ id: number; name: string }>(
    db,
    sql`select s.id, s.name from stores s where s.edition = ${EDITION}
        order by (select count(*) from promotions p where p.store_id = s.id) desc, s.id limit ${ADVERTISERS}`,
  );
  if (shops.length < ADVERTISERS) throw new Error(`${EDITION} has ${shops.length} shops for ${ADVERTISERS} advertisers: raise --scale`);
  const advertisers: Advertiser[] = shops.map((shop, i) => ({ id: String(10_001 + i), name: shop.name }));
  await db.insert(feedAdvertisers).values(advertisers.map((a, i) => ({ feedId: feed.id, advertiserId: a.id, name: a.name, storeId: shops[i].id })));
  const run = async () => (await call('POST', `/feeds/${feed.id}/run/`)) as RunReport;
  return { feedId: feed.id, advertisers, run };
}

/** The edition's shop with the most active promotions, and its top category with the most promotions. */
async function pagesOf(db: Db): Promise<{ target: PageTarget; label: string }[]> {
  const [shop] = await queryRows<{ slug: string; n: number }>(
    db,
    sql`select s.slug, count(*)::int as n from promotions p join stores s on s.id = p.store_id
        where p.edition = ${EDITION} and p.deleted_at is null and p.withdrawn_at is null and (p.expires_at is null or p.expires_at >= now())
        group by s.id, s.slug order by n desc, s.id limit 1`,
  );
  const [category] = await queryRows<{ slug: string; n: number }>(
    db,
    sql`with recursive tree(root_id, id) as (
          select id, id from categories where edition = ${EDITION} and parent_id is null
          union select t.root_id, c.id from categories c join tree t on c.parent_id = t.id
        )
        select c.slug, count(distinct pc.promotion_id)::int as n from tree t
        join categories c on c.id = t.root_id join promotion_categories pc on pc.category_id = t.id
        group by c.id, c.slug order by n desc, c.id limit 1`,
  );
  return [
    { target: { kind: 'store', slug: shop.slug }, label: `largest shop (${shop.n} active promotions)` },
    { target: { kind: 'category', slug: category.slug }, label: `largest category (${category.n} promotions in its tree)` },
    { target: { kind: 'home' }, label: 'home' },
  ];
}

/** Each page's reads `ROUNDS` times, each on a new app (nothing the API keeps between calls survives): first and median. */
async function timePages(db: Db) {
  const out: { label: string; target: PageTarget; first: number; median: number; calls: number }[] = [];
  for (const { target, label } of await pagesOf(db)) {
    const times: number[] = [];
    let calls = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const reads = await timePageReads(createApp(async () => db), EDITION, target);
      if (reads.failures.length) throw new Error(`${label}: ${reads.failures.join(', ')}`);
      times.push(reads.ms);
      calls = reads.calls;
    }
    out.push({ label, target, first: times[0], median: median(times), calls });
  }
  return out;
}

/**
 * Each read of the page on its own (one at a time, the median of three runs), by its path without ids, slug or query
 * (the same page asks the same reads in both databases; a read made several times is numbered).
 */
async function readsOf(db: Db, target: PageTarget): Promise<Map<string, number>> {
  const byRead = new Map<string, number[]>();
  for (let i = 0; i < 3; i++) {
    const seen = new Map<string, number>();
    for (const { path, ms } of (await timePageReads(createApp(async () => db), EDITION, target, { oneAtATime: true })).trace) {
      const bare = path.replace(/\?.*$/, '').replace(/\/\d+\//g, '/{id}/');
      const read = 'slug' in target ? bare.replace(`/${target.slug}/`, '/{slug}/') : bare;
      const nth = (seen.get(read) ?? 0) + 1;
      seen.set(read, nth);
      const key = nth > 1 ? `${read} (${nth})` : read;
      byRead.set(key, [...(byRead.get(key) ?? []), ms]);
    }
  }
  return new Map([...byRead].map(([read, times]) => [read, median(times)]));
}

async function counts(db: Db) {
  const [row] = await queryRows<{ stores: number; promotions: number }>(
    db,
    sql`select (select count(*)::int from stores where edition = ${EDITION}) as stores, (select count(*)::int from promotions where edition = ${EDITION}) as promotions`,
  );
  return row;
}

async function main() {
  const engine = postgresServerUrl ? 'PostgreSQL' : 'PGlite in memory';
  console.log(`bench:feeds on ${engine}: ${VOUCHERS} vouchers over ${ADVERTISERS} advertisers, demo at --scale ${SCALE} beneath them, reference at scale 1`);
  const opened: BenchDatabase[] = [];
  let feedServer: http.Server | undefined;
  try {
    const volume = await openBenchDatabase('feeds_volume');
    opened.push(volume);
    const reference = await openBenchDatabase('feeds_reference');
    opened.push(reference);
    let t = Date.now();
    await seed(volume.handle.db, { scale: SCALE });
    console.log(`seeded the volume database at scale ${SCALE} in ${seconds(Date.now() - t)}`);
    t = Date.now();
    await seed(reference.handle.db, { scale: 1 });
    console.log(`seeded the reference database at scale 1 in ${seconds(Date.now() - t)}`);

    let body = '';
    feedServer = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(body);
    });
    await new Promise<void>((resolve) => feedServer!.listen(0, '127.0.0.1', resolve));
    const feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/vouchers.json`;

    const db = volume.handle.db;
    const app = createApp(async () => db);
    const feed = await setUpFeed(app, db, feedUrl);
    const vouchers = buildVoucherFeed(feed.advertisers, VOUCHERS, new Date());
    body = feedBody(vouchers);
    console.log(`feed: ${vouchers.length} vouchers, ${mb(Buffer.byteLength(body))} of JSON; largest advertiser ${vouchers.filter((v) => v.advertiser.id === feed.advertisers[0].id).length} vouchers`);

    console.log('\n1. first import');
    const first = await measured(feed.run);
    console.log(`   ${reportLine(first.result)}`);
    console.log(`   time ${seconds(first.ms)}; RSS ${mb(first.memory.rssBefore)} → ${mb(first.memory.rssAfter)} (peak ${mb(first.memory.peakRss)}); heap ${signedMb(first.memory.heapDelta)}`);

    console.log('\n2. the same feed again');
    const before = await footprint(db, feed.feedId);
    const second = await measured(feed.run);
    const after = await footprint(db, feed.feedId);
    console.log(`   ${reportLine(second.result)}`);
    console.log(`   time ${seconds(second.ms)}; heap ${signedMb(second.memory.heapDelta)}`);
    const untouched = JSON.stringify(before) === JSON.stringify(after);
    console.log(`   promotions ${before.promotions} → ${after.promotions}, coupons ${before.coupons} → ${after.coupons}, latest update ${before.updated} → ${after.updated}`);
    console.log(`   row versions (sum of xmin) ${before.versions} → ${after.versions}, offers' latest update ${before.offers} → ${after.offers}`);
    console.log(`   ${untouched && second.result.created === 0 && second.result.updated === 0 ? 'wrote nothing' : 'WROTE SOMETHING'}`);

    console.log(`\n3. ${100 / CHANGE_EVERY} % of the vouchers changed`);
    const changed = changeSome(vouchers, CHANGE_EVERY);
    body = feedBody(changed.vouchers);
    const third = await measured(feed.run);
    console.log(`   ${changed.changed} vouchers changed; ${reportLine(third.result)}`);
    console.log(`   time ${seconds(third.ms)}; heap ${signedMb(third.memory.heapDelta)}`);

    const [big, small] = await Promise.all([counts(db), counts(reference.handle.db)]);
    console.log(`\n4. uncached reads of the pages (${EDITION}), ${ROUNDS} rounds each on a fresh app: ms, first round and median`);
    console.log(`   volume: ${big.stores} shops, ${big.promotions} promotions; scale 1: ${small.stores} shops, ${small.promotions} promotions`);
    const [volumePages, referencePages] = [await timePages(db), await timePages(reference.handle.db)];
    console.log(`   ${'page'.padEnd(48)} ${'calls'.padStart(5)} ${'scale 1'.padStart(16)} ${'volume'.padStart(16)} ${'ratio'.padStart(6)}`);
    volumePages.forEach((page, i) => {
      const ref = referencePages[i];
      const pair = (p: { first: number; median: number }) => `${p.first.toFixed(1)} / ${p.median.toFixed(1)}`.padStart(16);
      console.log(`   ${page.label.padEnd(48)} ${String(page.calls).padStart(5)} ${pair(ref)} ${pair(page)} ${(page.median / ref.median).toFixed(2).padStart(6)}`);
    });
    console.log('   the reads that grew most, each on its own (ms at scale 1 → at volume):');
    for (const [i, page] of volumePages.entries()) {
      const [small, big] = [await readsOf(reference.handle.db, referencePages[i].target), await readsOf(db, page.target)];
      const grown = [...big].map(([read, ms]) => ({ read, ms, before: small.get(read) ?? 0 })).sort((a, b) => b.ms - b.before - (a.ms - a.before));
      const sum = (times: Map<string, number>) => [...times.values()].reduce((a, n) => a + n, 0);
      console.log(`     ${page.label}: its ${big.size} reads one after another ${sum(small).toFixed(1)} → ${sum(big).toFixed(1)}`);
      for (const { read, ms, before } of grown.slice(0, 3)) console.log(`       ${read.padEnd(52)} ${before.toFixed(1).padStart(6)} → ${ms.toFixed(1).padStart(6)}`);
    }
    const mem = process.memoryUsage();
    console.log(`\nmemory at the end: RSS ${mb(mem.rss)}, heap used ${mb(mem.heapUsed)}`);
  } finally {
    feedServer?.close();
    for (const database of opened.reverse()) await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
