import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, stopServer, waitFor, type StartedServer } from './server';

/**
 * The cached pages against a change made outside the site: a production server on PostgreSQL, the store's row
 * changed in the database directly (as an operator would in psql), then the operators' invalidation. Also the
 * site's own write: a vote shows in the cached page within the counters' 60 s. PostgreSQL comes from
 * `scripts/with-postgres.sh`, which `npm test` runs this suite under.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const database = `vacances_smoke_${randomUUID().replace(/-/g, '')}`;
const port = 3800 + Math.floor(Math.random() * 100);
const token = randomUUID() + randomUUID();
const origin = `http://127.0.0.1:${port}`;
let admin: pg.Client;
let site: pg.Client;
let server: StartedServer | undefined;

async function page(path: string): Promise<{ status: number; cache: string | null; html: string }> {
  const res = await fetch(`${origin}${path}`, { redirect: 'manual' });
  return { status: res.status, cache: res.headers.get('x-nextjs-cache'), html: await res.text() };
}

beforeAll(async () => {
  if (!serverUrl) throw new Error('this test needs PostgreSQL: run it through scripts/with-postgres.sh (npm test does)');
  admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  server = startServer(port, { DATABASE_URL: url.toString(), CACHE_INVALIDATION_TOKEN: token });
  await waitFor(() => /database ready|could not be opened/.test(server!.log()), 240_000);
  expect(server.log()).toMatch(/database ready/);
  site = new pg.Client({ connectionString: url.toString() });
  await site.connect();
}, 300_000);

afterAll(async () => {
  stopServer(server);
  await site?.end();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await admin?.query(`drop database if exists ${database} with (force)`);
  await admin?.end();
});

async function firstStore(): Promise<{ id: number; slug: string; name: string; votes: number }> {
  const res = await fetch(`${origin}/api/stores/?language=fr-be&size=1`);
  const { results } = (await res.json()) as { results: { id: number; slug: string; name: string; votes: number }[] };
  return results[0];
}

describe('cached pages on PostgreSQL', () => {
  it('keep serving the cached copy after a direct database change, and show the change at once after its invalidation', async () => {
    const store = await firstStore();
    const path = `/${store.slug}`;
    expect((await page(path)).html).toContain(store.name);
    const cached = await page(path);
    expect(cached.cache).toBe('HIT');

    const renamed = `${store.name} Prestige`;
    await site.query('update stores set name = $1 where id = $2', [renamed, store.id]);
    const stale = await page(path);
    expect(stale.cache).toBe('HIT');
    expect(stale.html).not.toContain(renamed);

    const refused = await fetch(`${origin}/api/cache/invalidate/?language=fr-be`, { method: 'POST', body: '{"everything":true}' });
    expect(refused.status).toBe(401);
    const invalidated = await fetch(`${origin}/api/cache/invalidate/?language=fr-be`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ entities: [{ entity: 'store', id: store.id, slugs: [store.slug] }] }),
    });
    expect(invalidated.status).toBe(200);

    const fresh = await page(path);
    expect(fresh.status).toBe(200);
    expect(fresh.html).toContain(renamed);
  });

  it("show a visitor's vote in the shop's cached page within 60 s", async () => {
    const store = await firstStore();
    const path = `/${store.slug}`;
    await page(path);
    const vote = await fetch(`${origin}/api/stores/${store.id}/update_rating/?language=fr-be`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rating: 5 }),
    });
    expect(vote.status).toBe(200);
    const { votes } = (await vote.json()) as { votes: number };
    const [{ rating_count: stored }] = (await site.query('select rating_count from stores where id = $1', [store.id])).rows;
    expect(stored).toBe(votes);
    // The rating's summary in the page's HTML ("Note : 3,9 sur 5 (245 votes)"): the cached page catches up with it.
    const shown = `(${votes} votes)`;
    const until = Date.now() + 60_000;
    let html = '';
    while (Date.now() < until) {
      html = (await page(path)).html;
      if (html.includes(shown)) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(html).toContain(shown);
  }, 90_000);
});
