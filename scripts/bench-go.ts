// `npm run bench:go [-- --seconds 10] [-- --connections 50] [-- --build]`
// Serves the site (its production build, demo content) and a bare dynamic Next route answering a redirect
// (scripts/bench/reference/app/bare-route) side by side, loads `/go/{promotion id}` and the bare route with autocannon
// at 50 connections, and prints req/s, p99 and the ratio to the bare route, measured in the same run.
// Then, on PostgreSQL (DATABASE_URL, e.g. `scripts/with-postgres.sh npm run bench:go`), it loads `/go/` again, kills
// the server with SIGKILL in the middle of the load, and prints how many answered clicks never reached the database:
// the clicks of the last write interval at most. On the embedded database (in memory) that part is skipped.
// Figures only, no pass/fail: absolute numbers on a shared machine are noise, the ratio is the figure.
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
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

async function load(port: number, path: string, duration = seconds): Promise<Load> {
  const run = autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    headers: { host: HOST, 'user-agent': BROWSER, referer: `https://${HOST}/` },
    connections,
    duration,
  });
  const result = await run;
  return { rps: result.requests.average, p99: result.latency.p99, redirects: result['3xx'], errors: result.errors + result.timeouts + result['4xx'] + result['5xx'] };
}

/** Two promotions of the demo content: one for the speed, one for the kill. */
async function promotionIds(): Promise<[number, number]> {
  const res = await fetch(`http://127.0.0.1:${SITE_PORT}/api/promotions/slider_promotions/?language=fr-be`);
  const body = (await res.json()) as { id: number }[] | { results: { id: number }[] };
  const list = Array.isArray(body) ? body : body.results;
  if (list.length < 2) throw new Error('not enough promotions in the demo content');
  return [list[0].id, list[1].id];
}

/**
 * Loads `/go/` with `connections` keep-alive workers for `duration` ms, calling `onStart` once begun; answers the click
 * ids of the redirects received (the sub-id of the Location).
 */
async function collectClickIds(path: string, duration: number, onStart: () => void): Promise<string[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const ids: string[] = [];
  const until = Date.now() + duration;
  const once = () =>
    new Promise<void>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port: SITE_PORT, path, agent, headers: { host: HOST, 'user-agent': BROWSER } }, (res) => {
        const id = /[?&]clickref=([a-z0-9]+)/.exec(String(res.headers.location ?? ''))?.[1];
        if (res.statusCode === 302 && id) ids.push(id);
        res.resume();
        res.on('end', resolve);
        res.on('error', () => resolve());
      });
      request.on('error', () => setTimeout(resolve, 20));
    });
  const worker = async () => {
    while (Date.now() < until) await once();
  };
  onStart();
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  return ids;
}

/**
 * Loads the exit of a promotion given an Awin link (so that every redirect names its click id) and kills the server
 * with SIGKILL halfway: the click ids answered that never reached the database are the clicks lost.
 */
async function killedUnderLoad(site: ChildProcess, promotion: number): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(`update promotions set link = 'https://www.awin1.com/cread.php?awinmid=1001&awinaffid=2002&ued=https%3A%2F%2Fmerchant.example%2F' where id = $1`, [promotion]);
    const killAfterMs = (seconds * 1000) / 2;
    let killedAt = 0;
    const answered = await collectClickIds(`/go/${promotion}`, seconds * 1000, () => {
      setTimeout(() => {
        killedAt = Date.now();
        process.kill(-site.pid!, 'SIGKILL');
      }, killAfterMs);
    });
    const stored = (await client.query<{ n: number }>('select count(*)::int as n from clicks where click_id = any($1)', [answered])).rows[0].n;
    const lost = answered.length - stored;
    const rate = answered.length / (killAfterMs / 1000);
    console.log(
      `\nkill -9 after ${killAfterMs / 1000} s of load (${killedAt ? 'killed' : 'not killed'}): ${answered.length} redirects answered, ${stored} of their clicks stored, ` +
        `${lost} lost (${((lost / Math.max(1, answered.length)) * 100).toFixed(2)} %, ${(lost / Math.max(1, rate)).toFixed(2)} s of this load at ${rate.toFixed(0)} req/s)`,
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
    const [measured, killed] = await promotionIds();
    const go = `/go/${measured}`;
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
    if (postgresUrl) await killedUnderLoad(site, killed);
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
