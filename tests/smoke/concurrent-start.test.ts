import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { seedIfEmpty } from '@/server/db/seed';
import { runAlone } from '@/server/db/run-alone';

/**
 * Instances started together on an empty PostgreSQL database (a deployment of two, a restart of all): they take
 * turns to migrate and fill it, so it is migrated and seeded once, and every instance opens it.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const database = `vacances_start_${randomUUID().replace(/-/g, '')}`;
let admin: pg.Client;

beforeAll(async () => {
  if (!serverUrl) throw new Error('this test needs PostgreSQL: run it through scripts/with-postgres.sh (npm test does)');
  admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
});

afterAll(async () => {
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
});

describe('three instances starting at once', () => {
  it('migrate and seed the database once, and all open it', async () => {
    const url = new URL(serverUrl!);
    url.pathname = `/${database}`;
    const seeded: boolean[] = [];
    const handles = await Promise.all(
      [1, 2, 3].map(() =>
        openDatabase({
          url: url.toString(),
          afterMigrate: async (db) => {
            seeded.push(await seedIfEmpty(db));
          },
        }),
      ),
    );
    try {
      expect(seeded.sort()).toEqual([false, false, true]);
      const site = new pg.Client({ connectionString: url.toString() });
      await site.connect();
      const { rows } = await site.query('select count(*)::int as n from editions');
      await site.end();
      expect(rows[0].n).toBe(3);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  }, 240_000);

  it('runs a background job on one instance at a time: the others skip it while it runs', async () => {
    const url = new URL(serverUrl!);
    url.pathname = `/${database}`;
    const [a, b] = await Promise.all([openDatabase({ url: url.toString(), migrate: false }), openDatabase({ url: url.toString(), migrate: false })]);
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const first = runAlone(a.db, 'newsletter-provider-sync', () => held);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await runAlone(b.db, 'newsletter-provider-sync', async () => undefined)).toBe(false);
      expect(await runAlone(b.db, 'another-job', async () => undefined)).toBe(true);
      release();
      expect(await first).toBe(true);
      expect(await runAlone(b.db, 'newsletter-provider-sync', async () => undefined)).toBe(true);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
