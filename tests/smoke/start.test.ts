import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * What the README's first command does, on an empty embedded database: build, start, migrate and seed on
 * first use, answer the API; and a second server on the same PGlite directory is refused.
 */
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vacances-smoke-'));
const databaseUrl = path.join(dataDir, 'pglite');
const port = 3400 + Math.floor(Math.random() * 400);
let server: ChildProcess;
let serverLog = '';

function startServer(portNumber: number) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(portNumber), DATABASE_URL: databaseUrl, NEXT_TELEMETRY_DISABLED: '1' },
    detached: true,
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  return { child, log: () => log };
}

async function waitFor(check: () => boolean, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('timed out');
}

const api = async (p: string) => {
  const res = await fetch(`http://127.0.0.1:${port}/api${p}`);
  return { status: res.status, body: await res.json() };
};

beforeAll(async () => {
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`next build failed:\n${build.stdout}\n${build.stderr}`);
  expect(fs.existsSync(databaseUrl)).toBe(false); // the build never opened the database
  const started = startServer(port);
  server = started.child;
  await waitFor(() => /database ready|could not be opened/.test(started.log()), 180_000);
  serverLog = started.log();
}, 600_000);

afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
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
