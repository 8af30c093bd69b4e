// `npm run bench [-- --scale N] [-- --requests N] [-- --url http://localhost:3000]`
// Prints: database start-up and seeding times, per-endpoint latency of the API called in-process (median, p95),
// memory; with --url, an HTTP load run (autocannon) against a running server. Figures only, no pass/fail.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/server/db/client';
import { queryRows } from '@/server/db/raw';
import { seed } from '@/server/db/seed';
import { createApp } from '@/server/api/app';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    requests: { type: 'string', default: '50' },
    url: { type: 'string' },
    seconds: { type: 'string', default: '10' },
  },
});
const scale = Number(values.scale);
const requests = Number(values.requests);

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function main() {
  let t = process.hrtime.bigint();
  const handle = await openDatabase({ url: 'memory://' });
  console.log(`PGlite in memory: open + migrate ${ms(t).toFixed(0)} ms`);
  t = process.hrtime.bigint();
  await seed(handle.db, { scale });
  console.log(`seed at scale ${scale}: ${ms(t).toFixed(0)} ms`);
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
    // The site search (issue 6): full text, accents, a typo (trigram fallback), one kind's page, Dutch, suggestions.
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
  console.log(`\nin-process API, ${requests} requests each (ms):`);
  console.log(`${'endpoint'.padEnd(64)} status  median     p95`);
  for (const path of paths) {
    const times: number[] = [];
    let status = 0;
    for (let i = 0; i < requests; i++) {
      const start = process.hrtime.bigint();
      const res = await app.request(`/api${path}`);
      await res.arrayBuffer();
      times.push(ms(start));
      status = res.status;
    }
    times.sort((a, b) => a - b);
    console.log(`${path.slice(0, 63).padEnd(64)} ${String(status).padStart(6)} ${quantile(times, 0.5).toFixed(2).padStart(7)} ${quantile(times, 0.95).toFixed(2).padStart(7)}`);
  }
  const mem = process.memoryUsage();
  console.log(`\nmemory: rss ${mb(mem.rss)}, heap used ${mb(mem.heapUsed)}`);
  await handle.close();

  if (values.url) {
    const { default: autocannon } = await import('autocannon');
    const target = `${values.url.replace(/\/$/, '')}/api/promotions/homepage/`;
    console.log(`\nHTTP load on ${target}, ${values.seconds} s, 10 connections:`);
    const result = await autocannon({ url: target, connections: 10, duration: Number(values.seconds) });
    console.log(`requests/s avg ${result.requests.average}, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
