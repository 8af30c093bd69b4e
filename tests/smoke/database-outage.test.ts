import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOnHost, startServer, stopServer, waitFor, type StartedServer } from './server';

/**
 * PostgreSQL goes away under a running server, then comes back: pages already cached keep being served, the others
 * answer 503 with Retry-After and the edition's "temporarily unavailable" page (never a 500, never an empty page that
 * says "nothing here"), the API 503 `{detail}`, and everything answers again once the database is back, with no
 * restart. The server is stopped and started with `PG_SERVER_CTL` from `scripts/with-postgres.sh` (`npm test`
 * runs the smoke suite under it; its files run one at a time).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const serverCtl = process.env.PG_SERVER_CTL;
const database = `vacances_outage_${randomUUID().replace(/-/g, '')}`;
const port = 3700 + Math.floor(Math.random() * 100);
let server: StartedServer | undefined;
let postgresStopped = false;

/** A request on an edition's domain. */
const get = (path: string, host = 'vacances.be') => getOnHost(`http://127.0.0.1:${port}`, path, host);

const postgres = (action: 'stop' | 'start') => {
  execFileSync(serverCtl!, [action], { stdio: 'inherit' });
  postgresStopped = action === 'stop';
};

beforeAll(async () => {
  if (!serverUrl || !serverCtl) throw new Error('this test needs PostgreSQL: run it through scripts/with-postgres.sh (npm test does)');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  server = startServer(port, { DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' });
  await waitFor(() => /database ready|could not be opened/.test(server!.log()), 240_000);
  expect(server.log()).toMatch(/database ready/);
}, 300_000);

afterAll(async () => {
  if (postgresStopped) postgres('start');
  stopServer(server);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`).catch(() => {});
  await admin.end();
});

describe('a database outage', () => {
  it('serves the cached pages, answers 503 for the rest, and recovers by itself', async () => {
    // Visited before the outage: in the cache.
    const homeBefore = await get('/');
    expect(homeBefore.status).toBe(200);
    const serverPid = server!.child.pid;

    postgres('stop');

    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.body.length).toBeGreaterThan(homeBefore.body.length * 0.8);

    // Never rendered yet: a page, a shop, the search, the sitemap, in both languages.
    for (const [path, host] of [
      ['/faq', 'vacances.be'],
      ['/blog', 'vakanties.be'],
      ['/search?str=ski', 'vacances.fr'],
    ] as const) {
      const answer = await get(path, host);
      expect(answer.status, `${host}${path}`).toBe(503);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toMatch(host === 'vakanties.be' ? /tijdelijk niet beschikbaar/ : /momentanément indisponible/);
    }
    const sitemap = await get('/sitemap.xml', 'vakanties.be');
    expect(sitemap.status).toBe(503);
    expect(Number(sitemap.headers['retry-after'])).toBeGreaterThan(0);

    const api = await get('/api/stores/?language=fr-be');
    expect(api.status).toBe(503);
    expect(JSON.parse(api.body)).toEqual({ detail: expect.stringMatching(/momentanément indisponible/) });
    expect(api.body).not.toMatch(/\/tmp|\/work|ECONNREFUSED|5432|pid/i);
    expect((await get('/api/health/')).status).toBe(200);
    expect((await get('/api/ready/')).status).toBe(503);

    postgres('start');

    let ready = 0;
    for (let i = 0; i < 50 && ready !== 200; i++) {
      ready = (await get('/api/ready/')).status;
      if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(ready).toBe(200);
    const faq = await get('/faq');
    expect(faq.status).toBe(200);
    expect(faq.body).toMatch(/<h1[^>]*>[^<]+/);
    expect((await get('/api/stores/?language=fr-be')).status).toBe(200);
    expect(server!.child.pid).toBe(serverPid);
    expect(server!.child.exitCode).toBeNull();
  }, 120_000);
});
