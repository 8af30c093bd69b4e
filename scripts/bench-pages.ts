// `npm run bench:pages [-- --seconds 10] [-- --connections 20] [-- --build]`
// Serves the site (its production build, demo content on an in-memory database) and a bare dynamic Next page of the
// same versions (scripts/bench/reference, built here) side by side, loads each page with autocannon, and prints req/s,
// p99 latency and the ratio to the bare page, measured in the same run, plus the site's memory before and after.
// Then it sends 20,000 requests for made-up URLs (a crawler, a fuzzer), prints the memory again, and checks that home
// is still served from the cache.
// Figures only, no pass/fail: absolute numbers on a shared machine are noise, the ratio is the figure.
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildBoth, demoPages, groupRssMb, printTable, serveReference, serveSite, stop } from './bench/servers';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    build: { type: 'boolean', default: false },
    flood: { type: 'string', default: '20000' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const SITE_PORT = 3601;
const REFERENCE_PORT = 3602;
const HOST = 'vacances.be';

/** The pages to load on vacances.be. */
async function targets(): Promise<[string, string][]> {
  const pages = await demoPages(SITE_PORT, 'fr-be');
  return [
    ['home', '/'],
    ['shop', pages.shop],
    ['category', pages.category],
    ['destination', pages.destination],
    ['blog post', pages.post],
    ['/faq', '/faq'],
    ['comparator, filtered', '/comparateur?price=501-750&duration=6-10&rating=4'],
    ['search', '/search?str=hotel'],
  ];
}

async function load(port: number, pagePath: string): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${pagePath}`,
    headers: { host: HOST },
    connections,
    duration: seconds,
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p99: result.latency.p99, errors: failed };
}

/** A GET with the edition's Host; resolves with the status and the cache's verdict (`HIT`, `MISS`…). */
function get(agent: http.Agent, port: number, pagePath: string): Promise<{ status: number; cache: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: pagePath, agent, headers: { host: HOST } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cache: String(res.headers['x-nextjs-cache'] ?? '-') }));
    });
    request.on('error', reject);
  });
}

/** `count` requests for made-up URLs, `connections` at a time; returns how many answered 404. `checkpoint` hears every 5,000. */
async function flood(port: number, count: number, checkpoint: (sent: number) => void): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let sent = 0;
  let notFound = 0;
  const worker = async () => {
    while (sent < count) {
      const n = sent++;
      if (n > 0 && n % 5000 === 0) checkpoint(n);
      const shape = n % 4;
      const slug = `${n.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      const url = shape === 0 ? `/${slug}` : shape === 1 ? `/pays/${slug}` : shape === 2 ? `/blog/${slug}/${slug}` : `/categories/${slug}?page=${(n % 9) + 2}`;
      if ((await get(agent, port, url)).status === 404) notFound++;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  return notFound;
}

async function main() {
  buildBoth(values.build, 'bench:pages');
  let site: ChildProcess | undefined;
  let reference: ChildProcess | undefined;
  try {
    site = await serveSite(SITE_PORT);
    reference = await serveReference(REFERENCE_PORT);
    const pages = await targets();
    const rssBefore = groupRssMb(site);

    const rows: string[][] = [];
    const bare = await load(REFERENCE_PORT, '/');
    rows.push(['bare Next page', bare.rps.toFixed(0), String(bare.p99), '1.00', String(bare.errors)]);
    for (const [label, pagePath] of pages) {
      const figures = await load(SITE_PORT, pagePath);
      rows.push([`${label} (${pagePath})`, figures.rps.toFixed(1), String(figures.p99), (figures.rps / bare.rps).toFixed(3), String(figures.errors)]);
    }
    const rssAfter = groupRssMb(site);

    console.log(`\nautocannon, ${connections} connections, ${seconds} s each, Host ${HOST}; the bare page first, in the same run`);
    printTable(['target', 'req/s', 'p99 ms', '× bare', 'errors'], rows);
    console.log(`\nsite memory (RSS of its processes): ${rssBefore} MB before the runs, ${rssAfter} MB after`);

    const count = Number(values.flood);
    if (count > 0) {
      const started = Date.now();
      const notFound = await flood(SITE_PORT, count, (n) => console.log(`  ${n} made-up URLs sent: RSS ${groupRssMb(site!)} MB`));
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const home = await get(new http.Agent(), SITE_PORT, '/');
      console.log(`after ${count} made-up URLs in ${seconds} s (${notFound} answered 404): RSS ${groupRssMb(site)} MB; home then answers ${home.status} from the cache: ${home.cache}`);
    }
  } finally {
    stop(site);
    stop(reference);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
