// `npm run bench:pages [-- --seconds 10] [-- --connections 20] [-- --build]`
// Serves the site (its production build, demo content on an in-memory database) and a bare dynamic Next page of the
// same versions (scripts/bench/reference, built here) side by side, loads each page with autocannon, and prints req/s,
// p99 latency and the ratio to the bare page, measured in the same run, plus the site's memory before and after.
// Then it sends 20,000 requests for made-up URLs (a crawler, a fuzzer), prints the memory again, and checks that home
// is still served from the cache.
// Figures only, no pass/fail: absolute numbers on a shared machine are noise, the ratio is the figure.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

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
const root = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
const referenceDir = path.join(root, 'scripts/bench/reference');
const SITE_PORT = 3601;
const REFERENCE_PORT = 3602;
const HOST = 'vacances.be';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function build(dir: string, label: string) {
  console.log(`bench:pages: building ${label}`);
  const run = spawnSync(process.execPath, [nextBin, 'build', dir], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error(`next build of ${label} failed`);
}

/** A server in its own process group (Next starts a child of its own), resolved once `ready` matches its output. */
function serve(args: string[], extraEnv: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...env, ...extraEnv }, detached: true });
    let log = '';
    const onData = (chunk: Buffer) => {
      log += chunk;
      if (ready.test(log)) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before it was ready:\n${log}`)));
  });
}

const stop = (child: ChildProcess | undefined) => {
  if (child?.pid) process.kill(-child.pid, 'SIGTERM');
};

/** Resident memory of a server's whole process group, in MB (Linux /proc). */
function groupRssMb(child: ChildProcess): number {
  let kb = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== child.pid) continue; // the process group id
      const rss = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${entry}/status`, 'utf8'));
      kb += rss ? Number(rss[1]) : 0;
    } catch {
      // the process ended while we read it
    }
  }
  return Math.round(kb / 1024);
}

async function siteJson<T>(apiPath: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${SITE_PORT}${apiPath}`, { headers: { host: HOST } });
  if (!res.ok) throw new Error(`${apiPath} answered ${res.status}`);
  return (await res.json()) as T;
}

interface SitemapLink {
  url: string;
  children?: SitemapLink[];
}

/** The pages to load, found in the demo content through the HTML sitemap's data. */
async function targets(): Promise<[string, string][]> {
  const map = await siteJson<Record<'stores' | 'categories' | 'destinations' | 'blog_categories', SitemapLink[]>>(
    '/api/sitemap/get_html_sitemap_data/?language=fr-be',
  );
  const first = (links: SitemapLink[], label: string) => {
    const url = links[0]?.url;
    if (!url) throw new Error(`no ${label} in the demo content`);
    return new URL(url, `https://${HOST}`).pathname;
  };
  const post = map.blog_categories.find((c) => c.children?.length)?.children ?? [];
  return [
    ['home', '/'],
    ['shop', first(map.stores, 'shop')],
    ['category', first(map.categories, 'category')],
    ['destination', first(map.destinations, 'destination')],
    ['blog post', first(post, 'blog post')],
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
  if (values.build || !fs.existsSync(path.join(root, '.next/BUILD_ID'))) build('.', 'the site');
  build(referenceDir, 'the bare reference page');
  let site: ChildProcess | undefined;
  let reference: ChildProcess | undefined;
  try {
    site = await serve(['scripts/start.mjs'], { PORT: String(SITE_PORT), DATABASE_URL: 'memory://' }, /database ready|could not be opened/);
    reference = await serve([nextBin, 'start', referenceDir, '-p', String(REFERENCE_PORT)], {}, /Ready in/);
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
    const header = ['target', 'req/s', 'p99 ms', '× bare', 'errors'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
    console.log(line(header));
    for (const row of rows) console.log(line(row));
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
