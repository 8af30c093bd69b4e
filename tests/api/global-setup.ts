import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/client';
import { seed } from '@/server/db/seed';
import { SEED_NOW } from './seed-time';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of the seeded template dump. */
    pgliteTemplate: string;
    /** PostgreSQL (TEST_DATABASE_URL set): server URL and name of the seeded template database. */
    pgTemplate: { url: string; database: string } | null;
  }
}

const TEMPLATE_DB = 'vacances_api_template';

/** With TEST_DATABASE_URL (a PostgreSQL server), the suite runs on real PostgreSQL through template databases. */
async function setupPostgres(project: TestProject, serverUrl: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  const url = new URL(serverUrl);
  url.pathname = `/${TEMPLATE_DB}`;
  const handle = await openDatabase({ url: url.toString() });
  await seed(handle.db, { now: SEED_NOW });
  await handle.close();
  project.provide('pgTemplate', { url: serverUrl, database: TEMPLATE_DB });
  project.provide('pgliteTemplate', '');
  return async () => {
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.end();
  };
}

/**
 * A brand-new PGlite takes seconds to initialise: migrate and seed one once, dump it, and let every test
 * file start its own in-memory copy from the dump.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return setupPostgres(project, serverUrl);
  const handle = await openDatabase({ url: 'memory://' });
  await seed(handle.db, { now: SEED_NOW });
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vacances-api-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', null);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
