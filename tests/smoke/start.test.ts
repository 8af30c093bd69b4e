import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOnHost, root, startServer as startOn, stopServer, waitFor, type StartedServer } from './server';

/**
 * What the README's first command does, on an empty embedded database: build, start, migrate and seed on
 * first use, answer the API; and a second server on the same PGlite directory is refused.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vacances-smoke-'));
const databaseUrl = path.join(dataDir, 'pglite');
const port = 3400 + Math.floor(Math.random() * 400);
let server: StartedServer;
let serverLog = '';

const startServer = (portNumber: number) => startOn(portNumber, { DATABASE_URL: databaseUrl });

const api = async (p: string) => {
  const res = await fetch(`http://127.0.0.1:${port}/api${p}`);
  return { status: res.status, body: await res.json() };
};

beforeAll(async () => {
  expect(fs.existsSync(databaseUrl)).toBe(false); // the build (global setup) never opened a database
  const started = startServer(port);
  server = started;
  await waitFor(() => /database ready|could not be opened/.test(started.log()), 180_000);
  serverLog = started.log();
}, 600_000);

afterAll(async () => {
  stopServer(server);
  await waitFor(() => !fs.existsSync(`${databaseUrl}.lock`), 20_000).catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start on an empty embedded database', () => {
  it('migrates and seeds before announcing the database ready', () => {
    expect(serverLog).toMatch(/database ready, first API answer [\d.]+ s after the server started/);
    // The owner by pid and start time: a later process given the same pid is not mistaken for it.
    expect(fs.readFileSync(`${databaseUrl}.lock`, 'utf8')).toMatch(/^\{"pid":\d+,"start":"\d+"\}$/);
  });

  it('serves the demo content of the three editions through /api, with and without the trailing slash', async () => {
    for (const language of ['fr-be', 'nl-be', 'fr-fr']) {
      const top = await api(`/stores/?language=${language}`);
      expect(top.status).toBe(200);
      expect(top.body.count).toBeGreaterThanOrEqual(40);
      const promotions = await api(`/promotions/?language=${language}`);
      expect(promotions.body.results.length).toBeGreaterThan(0);
    }
    expect(await api('/health')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await api('/ready/')).toEqual({ status: 200, body: { status: 'ready' } });
    expect((await api('/ready/?language=xx')).status).toBe(400);
  });

  it('logs each request as one JSON line with its id, edition, path, status and duration, and nothing private', async () => {
    const res = await getOnHost(`http://127.0.0.1:${port}`, '/faq?utm_source=lea@example.be', 'vakanties.be');
    expect(res.status).toBe(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-log-edition']).toBeUndefined();
    const subscribed = await fetch(`http://127.0.0.1:${port}/api/newsletter/subscribe/?language=fr-be`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'jan.peeters@example.be', source: 'footer', consent: true }),
    });
    expect(subscribed.status).toBeLessThan(500);
    let line: Record<string, unknown> | undefined;
    await waitFor(() => {
      line = server
        .log()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => l.reqId === id);
      return line !== undefined;
    }, 5000);
    expect(line).toMatchObject({ level: 'info', edition: 'nl-be', method: 'GET', route: '/faq', status: 200 });
    expect(typeof line!.ms).toBe('number');
    expect(server.log()).not.toMatch(/lea@example\.be|jan\.peeters@example\.be|utm_source/);
  });

  it('keeps the editors\' chart library out of every public page\'s scripts', async () => {
    const chunks = path.join(root, '.next/static/chunks');
    const charts = fs.readdirSync(chunks).filter((name) => name.endsWith('.js') && fs.readFileSync(path.join(chunks, name), 'utf8').includes('recharts'));
    // The statistics screen's chart is in the build: the check below looks for something that exists.
    expect(charts.length).toBeGreaterThan(0);
    const shop = ((await api('/stores/top/?language=fr-be')).body as { results: { slug: string }[] }).results[0].slug;
    for (const [host, pagePath] of [['vacances.be', '/'], ['vacances.be', `/${shop}`], ['vacances.be', '/comparateur'], ['vakanties.be', '/'], ['vacances.fr', '/blog'], ['vacances.be', '/not-a-page']]) {
      const page = await getOnHost(`http://127.0.0.1:${port}`, pagePath, host);
      expect(page.body).toContain('/_next/static/chunks/');
      for (const chart of charts) expect([host, pagePath, page.body.includes(chart)]).toEqual([host, pagePath, false]);
    }
  });

  it('refuses a second server on the same PGlite directory with a clear message', async () => {
    // It waits for the lock a while (a restarting server's predecessor may still be stopping), then gives up.
    const second = startOn(port + 1, { DATABASE_URL: databaseUrl, PGLITE_LOCK_WAIT_MS: '1000' });
    const code = await new Promise<number | null>((resolve) => second.child.on('exit', resolve));
    expect(code).toBe(1);
    expect(second.log()).toMatch(/already open in process \d+/);
    expect((await api('/ready/')).status).toBe(200); // the first server is unharmed
  });

  it('starts again at once after its server process is killed with SIGKILL', async () => {
    const { pid } = JSON.parse(fs.readFileSync(`${databaseUrl}.lock`, 'utf8')) as { pid: number };
    process.kill(pid, 'SIGKILL');
    // No pause: the killed process may still be a zombie, and its lock file is still there.
    server = startServer(port + 2);
    const restarted = server;
    await waitFor(() => /database ready|could not be opened/.test(restarted.log()), 60_000);
    expect(restarted.log()).toMatch(/database ready/);
    const res = await fetch(`http://127.0.0.1:${port + 2}/api/stores/?language=nl-be`);
    expect(res.status).toBe(200);
  }, 90_000);

  it('on SIGTERM finishes the request in flight, closes the database and its lock, and exits cleanly', async () => {
    const { pid } = JSON.parse(fs.readFileSync(`${databaseUrl}.lock`, 'utf8')) as { pid: number };
    const exited = new Promise<number | null>((resolve) => server.child.on('exit', resolve));
    // A page rendered for the first time by this process: it is still in flight when the stop is asked.
    const page = fetch(`http://127.0.0.1:${port + 2}/comparateur`, { headers: { host: 'vacances.be' } });
    await new Promise((resolve) => setTimeout(resolve, 30));
    process.kill(pid, 'SIGTERM');
    expect((await page).status).toBe(200);
    expect(await exited).toBe(0);
    expect(server.log()).toMatch(/server: SIGTERM, no new connections/);
    expect(fs.existsSync(`${databaseUrl}.lock`)).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port + 2}/api/health/`)).rejects.toThrow();
  }, 60_000);
});
