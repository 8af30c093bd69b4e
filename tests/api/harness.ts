import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DbHandle } from '@/server/db/client';
import { createApp, type ApiApp } from '@/server/api/app';
import type { ContentChange } from '@/lib/cache/tags';

export interface TestApi {
  app: ApiApp;
  handle: DbHandle;
  db: DbHandle['db'];
  /** GET `/api${path}` and parse JSON. */
  get: (path: string) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test bodies are checked field by field
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /** What the writes told the site's cache, in order (the site's invalidation helper stands here). */
  changes: { change: ContentChange; freshness: 'now' | 'counter' }[];
}

/** A private copy of the template database on the PostgreSQL server, dropped on close. */
async function openPostgresCopy(template: { url: string; database: string }): Promise<DbHandle> {
  const name = `vacances_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.database}`);
  const url = new URL(template.url);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), migrate: false });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      // pool.end() resolves before the server has seen every connection go; a forced drop would kill one still
      // closing, and its late 'error' event fails the run as an unhandled error. Wait for them (bounded).
      for (let i = 0; i < 100; i++) {
        const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** An API on its own database, copied from the seeded template (in-memory PGlite, or PostgreSQL in CI). */
export async function createTestApi(): Promise<TestApi> {
  const pgTemplate = inject('pgTemplate');
  const handle = pgTemplate
    ? await openPostgresCopy(pgTemplate)
    : await openDatabase({
        url: 'memory://',
        loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]),
        migrate: false,
      });
  const changes: TestApi['changes'] = [];
  const app = createApp(
    async () => handle.db,
    (change, freshness) => changes.push({ change, freshness }),
  );
  const request = (path: string, init?: RequestInit) => Promise.resolve(app.request(`/api${path}`, init));
  return {
    app,
    handle,
    db: handle.db,
    request,
    changes,
    get: async (path) => {
      const res = await request(path);
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // leave as text: the test will see it
      }
      return { status: res.status, body };
    },
  };
}
