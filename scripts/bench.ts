// `npm run bench [-- --scale N] [-- --requests N] [-- --only endpoints,comparator,page,http] [-- --url http://localhost:3000]`
// Prints: database start-up and seeding times, per-endpoint latency of the API called in-process (median, p95),
// the comparator scenario (20 filter combinations with facets), memory; with --url, an HTTP load run
// (autocannon) against a running server and the comparator page's response time. Figures only, no pass/fail.
//
// The database is an in-memory PGlite, unless DATABASE_URL names a PostgreSQL server: then that database is
// migrated and seeded when empty (`--reset` empties it first; without it, existing content is benchmarked as is).
// The comparator on PostgreSQL at scale 50 (100,000 offers per edition), on a throwaway server:
//   scripts/with-postgres.sh npm run bench -- --scale 50 --only comparator
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/server/db/client';
import { queryRows } from '@/server/db/raw';
import { seed, seedIfEmpty } from '@/server/db/seed';
import { createApp, type ApiApp } from '@/server/api/app';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    requests: { type: 'string', default: '50' },
    url: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    only: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});
const scale = Number(values.scale);
const requests = Number(values.requests);
const scenarios = new Set((values.only ?? 'endpoints,comparator,page,http').split(',').map((s) => s.trim()));
const postgresUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL : undefined;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * `requests` timed calls of one path (after one untimed call): the sorted wall times, the sorted CPU times of this
 * process (user + system: the whole work on PGlite, the Node side on PostgreSQL; less sensitive than wall time to
 * other processes sharing the CPUs), and the last status.
 */
async function timeRequests(app: ApiApp, path: string): Promise<{ times: number[]; cpu: number[]; status: number; first: number }> {
  const firstStart = process.hrtime.bigint();
  const firstRes = await app.request(`/api${path}`);
  await firstRes.arrayBuffer();
  const first = ms(firstStart);
  let status = firstRes.status;
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < requests; i++) {
    const start = process.hrtime.bigint();
    const cpuStart = process.cpuUsage();
    const res = await app.request(`/api${path}`);
    await res.arrayBuffer();
    times.push(ms(start));
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    status = res.status;
  }
  return { times: times.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b), status, first };
}

const row = (label: string, status: number | string, times: number[], cpu?: number[]) =>
  `${label.slice(0, 95).padEnd(96)} ${String(status).padStart(6)} ${quantile(times, 0.5).toFixed(2).padStart(7)} ${quantile(times, 0.95).toFixed(2).padStart(7)}` +
  (cpu ? ` ${quantile(cpu, 0.5).toFixed(2).padStart(7)} ${quantile(cpu, 0.95).toFixed(2).padStart(7)}` : '');

/**
 * `GET /properties/` as the comparator calls it (facets=1, 20 a page) for 20 typical filter combinations,
 * slugs taken from the seeded feed. The first call of an edition builds its facet index: timed apart.
 */
async function comparatorScenario(app: ApiApp, db: Parameters<typeof queryRows>[0]) {
  const one = async (query: ReturnType<typeof sql>) => (await queryRows<{ slug: string }>(db, query))[0]?.slug ?? 'none';
  // The edition's biggest country, its biggest region and that region's biggest city; a service type, a partner, a category.
  const country = await one(sql`select l.slug from properties p join locations l on l.id = p.country_id where p.edition = 'fr-be' group by l.slug order by count(*) desc limit 1`);
  const region = await one(sql`select r.slug from properties p join locations l on l.id = p.country_id join sublocations r on r.id = p.region_id
    where p.edition = 'fr-be' and l.slug = ${country} group by r.slug order by count(*) desc limit 1`);
  const city = await one(sql`select c.slug from properties p join sublocations r on r.id = p.region_id join sublocations c on c.id = p.city_id
    where p.edition = 'fr-be' and r.slug = ${region} group by c.slug order by count(*) desc limit 1`);
  const [service, service2] = (await queryRows<{ slug: string }>(db, sql`select slug from service_types where edition = 'fr-be' order by id limit 2`)).map((r) => r.slug);
  const partner = await one(sql`select slug from partners where edition = 'fr-be' order by id limit 1`);
  const category = await one(sql`select slug from property_categories where edition = 'fr-be' order by id limit 1`);
  const combinations = [
    '',
    'price=501-750',
    'price=0-300&rating=4',
    `country=${country}`,
    `country=${country}&region=${region}`,
    'last=1',
    'duration=6-10&sort=price',
    `service_types=${service}`,
    `partner=${partner}`,
    'price=301-500&duration=6-10&rating=3&has_discount=1',
    'sort=-price',
    'rating=5&sort=-stars',
    `datafeed_category=${category}`,
    'type_of_stay=all_inclusive&duration=11-',
    `country=${country}&price=751-1000&sort=nights`,
    'has_discount=1&last=1&page=3',
    `country=${country}&region=${region}&city=${city}`,
    `price=1001-&rating=5&service_types=${service}`,
    'language=nl-be&price=0-300&sort=-stars',
    `country=${country}&partner=${partner}&service_types=${service}&service_types=${service2}&rating=3&rating=4&sort=price`,
  ];
  for (const language of ['fr-be', 'nl-be']) {
    const t = process.hrtime.bigint();
    await (await app.request(`/api/properties/?facets=1&size=1&language=${language}`)).arrayBuffer();
    console.log(`facet index of ${language} built on its first call: ${ms(t).toFixed(0)} ms`);
  }
  const load = () => os.loadavg().map((n) => n.toFixed(1)).join(' ');
  console.log(`\ncomparator: GET /properties/?facets=1&size=20&…, ${requests} requests each (ms); load average ${load()} on ${os.cpus().length} CPUs:`);
  // `first`: the first call of a search since the feed version (computed); then the same search again (`repeat`,
  // remembered per feed version by the API): wall time, and CPU time of this process.
  console.log(`${''.padEnd(96)} ${''.padStart(6)} ${'first'.padStart(7)} ${'repeat'.padStart(7)} ${'wall'.padStart(7)} ${'repeat'.padStart(7)} ${'cpu'.padStart(7)}`);
  console.log(`${'filters'.padEnd(96)} ${'count'.padStart(6)} ${'wall'.padStart(7)} ${'median'.padStart(7)} ${'p95'.padStart(7)} ${'median'.padStart(7)} ${'p95'.padStart(7)}`);
  const all: number[] = [];
  const allCpu: number[] = [];
  const firsts: number[] = [];
  for (const query of combinations) {
    const path = `/properties/?facets=1&size=20${query ? `&${query}` : ''}`;
    const { times, cpu, status, first } = await timeRequests(app, path);
    const body = (await (await app.request(`/api${path}`)).json()) as { count?: number };
    all.push(...times);
    allCpu.push(...cpu);
    firsts.push(first);
    const label = `${(query || '(none)').slice(0, 95).padEnd(96)} ${String(status === 200 ? (body.count ?? '?') : `!${status}`).padStart(6)} ${first.toFixed(2).padStart(7)}`;
    console.log(`${label} ${row('', '', times, cpu).slice(104)}`);
  }
  all.sort((a, b) => a - b);
  allCpu.sort((a, b) => a - b);
  firsts.sort((a, b) => a - b);
  console.log(`first call of each search: median ${quantile(firsts, 0.5).toFixed(2)} ms, p95 ${quantile(firsts, 0.95).toFixed(2)} ms`);
  console.log(`repeated searches: wall median ${quantile(all, 0.5).toFixed(2)} ms, p95 ${quantile(all, 0.95).toFixed(2)} ms; cpu median ${quantile(allCpu, 0.5).toFixed(2)} ms, p95 ${quantile(allCpu, 0.95).toFixed(2)} ms`);
  console.log(`load average at the end: ${load()}`);
}

async function main() {
  let t = process.hrtime.bigint();
  const handle = await openDatabase({ url: postgresUrl ?? 'memory://' });
  console.log(`${postgresUrl ? 'PostgreSQL' : 'PGlite in memory'}: open + migrate ${ms(t).toFixed(0)} ms`);
  t = process.hrtime.bigint();
  if (postgresUrl && values.reset) {
    const tables = await queryRows<{ name: string }>(handle.db, sql`select tablename as name from pg_tables where schemaname = 'public'`);
    await handle.db.execute(sql.raw(`truncate ${tables.map((r) => `"${r.name}"`).join(', ')} restart identity cascade`));
  }
  if (postgresUrl) {
    const seeded = await seedIfEmpty(handle.db, { scale });
    console.log(seeded ? `seed at scale ${scale}: ${ms(t).toFixed(0)} ms` : 'the database has content: benchmarked as is (--reset to reseed)');
  } else {
    await seed(handle.db, { scale });
    console.log(`seed at scale ${scale}: ${ms(t).toFixed(0)} ms`);
  }
  const counts = await queryRows<{ name: string; n: number }>(
    handle.db,
    sql`select 'promotions' as name, count(*)::int as n from promotions union all select 'properties', count(*)::int from properties
        union all select 'stores', count(*)::int from stores union all select 'blog_posts', count(*)::int from blog_posts`,
  );
  console.log(counts.map((c) => `${c.name}=${c.n}`).join(' '));

  const [store] = await queryRows<{ slug: string; id: number }>(handle.db, sql`select slug, id from stores where edition = 'fr-be' order by id limit 1`);
  const [category] = await queryRows<{ slug: string }>(handle.db, sql`select slug from categories where edition = 'fr-be' and parent_id is null order by id limit 1`);
  const [location] = await queryRows<{ slug: string }>(handle.db, sql`select slug from locations where edition = 'fr-be' order by id limit 1`);
  const [post] = await queryRows<{ slug: string }>(handle.db, sql`select slug from blog_posts where edition = 'fr-be' order by id limit 1`);
  const paths = [
    '/promotions/homepage/',
    '/promotions/search_by_name/?name=sejour',
    // The site search: full text, accents, a typo (trigram fallback), one kind's page, Dutch, suggestions.
    '/search/?name=hotel%20etoile',
    '/search/?name=h%C3%B4tel&kind=promotions&page=2',
    '/search/?name=espagen',
    '/search/?name=kroatie&language=nl-be',
    '/promotions/search_promotions_stores_by_name/?name=stay',
    `/promotions/${category?.slug}/by_category/?size=20&page=1&type=all`,
    `/stores/${store?.slug}/`,
    '/stores/top/',
    `/categories/${category?.slug}/`,
    '/categories/in_header_categories/',
    `/locations/${location?.slug}/`,
    '/properties/?size=8',
    '/properties/?price=501-750&duration=6-10&rating=4&last=true',
    `/slugs/?slug=${store?.slug}`,
    `/posts/${post?.slug}/`,
    '/posts/?size=18',
    '/sitemap/get_html_sitemap_data/',
  ];

  const app = createApp(async () => handle.db);
  if (scenarios.has('endpoints')) {
    console.log(`\nin-process API, ${requests} requests each (ms):`);
    console.log(`${'endpoint'.padEnd(96)} status  median     p95`);
    for (const path of paths) {
      const { times, status } = await timeRequests(app, path);
      console.log(row(path, status, times));
    }
  }
  if (scenarios.has('comparator')) await comparatorScenario(app, handle.db);
  const mem = process.memoryUsage();
  console.log(`\nmemory: rss ${mb(mem.rss)}, heap used ${mb(mem.heapUsed)}`);
  await handle.close();

  if (values.url && scenarios.has('page')) await comparatorPageScenario(values.url.replace(/\/$/, ''));

  if (values.url && scenarios.has('http')) {
    const { default: autocannon } = await import('autocannon');
    const target = `${values.url.replace(/\/$/, '')}/api/promotions/homepage/`;
    console.log(`\nHTTP load on ${target}, ${values.seconds} s, 10 connections:`);
    const result = await autocannon({ url: target, connections: 10, duration: Number(values.seconds) });
    console.log(`requests/s avg ${result.requests.average}, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`);
  }
}

/** Typical comparator URLs (the default edition: the server picks it from the Host, `localhost` here). */
const COMPARATOR_PAGES = [
  '/comparateur',
  '/comparateur?price=501-750',
  '/comparateur?price=501-750&rating=4',
  '/comparateur?duration=6-10&sort=-stars',
  '/comparateur?last=1&has_discount=1',
  '/comparateur?price=0-300&price=301-500&duration=1-5&sort=price&page=2',
];

/** The comparator page's server response time over HTTP: the whole HTML, sequential requests after one warm-up. */
async function comparatorPageScenario(base: string) {
  console.log(`\ncomparator page on ${base}, ${requests} sequential requests each (ms, whole HTML):`);
  console.log(`${'page'.padEnd(96)} status  median     p95`);
  const all: number[] = [];
  for (const path of COMPARATOR_PAGES) {
    await (await fetch(`${base}${path}`)).arrayBuffer();
    const times: number[] = [];
    let status = 0;
    for (let i = 0; i < requests; i++) {
      const start = process.hrtime.bigint();
      const res = await fetch(`${base}${path}`);
      await res.arrayBuffer();
      times.push(ms(start));
      status = res.status;
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(row(path, status, times));
  }
  console.log(row('all comparator pages', 200, all.sort((a, b) => a - b)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
