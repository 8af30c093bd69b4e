// `npm run bench:go [-- --seconds 10] [-- --connections 50] [-- --build]`
// Serves the site (its production build, demo content) and a bare dynamic Next route answering a redirect
// (scripts/bench/reference/app/bare-route) side by side, loads `/go/{promotion id}` and the bare route with autocannon
// at 50 connections, and prints req/s, p99 and the ratio to the bare route, measured in the same run.
// Then, on PostgreSQL (DATABASE_URL, e.g. `scripts/with-postgres.sh npm run bench:go`), it loads `/go/` again, kills
// the server with SIGKILL in the middle of the load, and prints how many answered clicks never reached the database:
// the clicks of the last write interval at most. On the embedded database (in memory) that part is skipped.
// Figures only, no pass/fail: absolute numbers on a shared machine are noise, the ratio is the figure.
import type { ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildBoth, groupRssMb, printTable, serveReference, serveSite, stop } from './bench/servers';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    build: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const SITE_PORT = 3611;
const REFERENCE_PORT = 3612;
const HOST = 'vacances.be';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const postgresUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL : undefined;

interface Load {
  rps: number;
  p99: number;
  redirects: number;
  errors: number;
}

async function load(port: number, path: string, duration = seconds, onStart?: () => void): Promise<Load> {
  const run = autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    headers: { host: HOST, 'user-agent': BROWSER, referer: `https://${HOST}/` },
    connections,
    duration,
  });
  onStart?.();
  const result = await run;
  return { rps: result.requests.average, p99: result.latency.p99, redirects: result['3xx'], errors: result.errors + result.timeouts + result['4xx'] + result['5xx'] };
}

async function promotionId(): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${SITE_PORT}/api/promotions/slider_promotions/?language=fr-be`);
  const body = (await res.json()) as { id: number }[] | { results: { id: number }[] };
  const list = Array.isArray(body) ? body : body.results;
  if (!list[0]) throw new Error('no promotion in the demo content');
  return list[0].id;
}

async function clickCount(client: pg.Client): Promise<number> {
  return (await client.query<{ n: number }>('select count(*)::int as n from clicks')).rows[0].n;
}

/** Loads `/go/` and kills the server with SIGKILL halfway: answered redirects against clicks stored. */
async function killedUnderLoad(site: ChildProcess, path: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    const before = await clickCount(client);
    const killAfterMs = (seconds * 1000) / 2;
    const result = await load(SITE_PORT, path, seconds, () => {
      setTimeout(() => process.kill(-site.pid!, 'SIGKILL'), killAfterMs);
    });
    const stored = (await clickCount(client)) - before;
    console.log(
      `\nkill -9 after ${killAfterMs / 1000} s of load: ${result.redirects} redirects answered, ${stored} clicks stored, ` +
        `${Math.max(0, result.redirects - stored)} lost (${((Math.max(0, result.redirects - stored) / Math.max(1, result.redirects)) * 100).toFixed(2)} %, ` +
        `${(Math.max(0, result.redirects - stored) / Math.max(1, result.rps)).toFixed(2)} s of this load)`,
    );
  } finally {
    await client.end();
  }
}

async function main() {
  buildBoth(values.build, 'bench:go');
  let site: ChildProcess | undefined;
  let reference: ChildProcess | undefined;
  try {
    site = await serveSite(SITE_PORT, postgresUrl ? { DATABASE_URL: postgresUrl } : {});
    reference = await serveReference(REFERENCE_PORT);
    const go = `/go/${await promotionId()}`;
    const check = await fetch(`http://127.0.0.1:${SITE_PORT}${go}`, { redirect: 'manual', headers: { host: HOST, 'user-agent': BROWSER } });
    console.log(`bench:go: ${go} answers ${check.status} → ${check.headers.get('location')}`);
    // Warm both up, untimed.
    await load(SITE_PORT, go, 2);
    await load(REFERENCE_PORT, '/bare-route', 2);
    const rows: string[][] = [];
    const bare = await load(REFERENCE_PORT, '/bare-route');
    const exit = await load(SITE_PORT, go);
    rows.push(['bare dynamic route (302)', bare.rps.toFixed(0), String(bare.p99), '1.00', String(bare.errors)]);
    rows.push([`${go}`, exit.rps.toFixed(0), String(exit.p99), (exit.rps / bare.rps).toFixed(2), String(exit.errors)]);
    console.log(`\n${connections} connections, ${seconds} s each, Host ${HOST}; site memory ${groupRssMb(site)} MB\n`);
    printTable(['path', 'req/s', 'p99 ms', '× bare', 'errors'], rows);
    if (postgresUrl) await killedUnderLoad(site, go);
    else console.log('\nkill -9 under load: skipped on the in-memory database (run `scripts/with-postgres.sh npm run bench:go`)');
  } finally {
    for (const server of [site, reference]) {
      try {
        stop(server);
      } catch {
        // already gone: killed under load
      }
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
