import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer as startOn, stopServer, waitFor, type StartedServer } from './server';

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
    expect(fs.readFileSync(`${databaseUrl}.lock`, 'utf8')).toMatch(/^\d+$/);
  });

  it('serves the demo content of the three editions through /api, with and without the trailing slash', async () => {
    for (const language of ['fr-be', 'nl-be', 'fr-fr']) {
      const top = await api(`/stores/?language=${language}`);
      expect(top.status).toBe(200);
      expect(top.body.count).toBeGreaterThanOrEqual(40);
      const promotions = await api(`/promotions/?language=${language}`);
      expect(promotions.body.results.length).toBeGreaterThan(0);
    }
    expect((await api('/health')).status).toBe(200);
    expect((await api('/health/')).status).toBe(200);
    expect((await api('/health/?language=xx')).status).toBe(400);
  });

  it('refuses a second server on the same PGlite directory with a clear message', async () => {
    const second = startServer(port + 1);
    const code = await new Promise<number | null>((resolve) => second.child.on('exit', resolve));
    expect(code).toBe(1);
    expect(second.log()).toMatch(/already open in process \d+/);
    expect((await api('/health/')).status).toBe(200); // the first server is unharmed
  });
});
