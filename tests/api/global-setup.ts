import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/client';
import { seed } from '@/server/db/seed';
import { SEED_NOW } from './seed-time';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * A brand-new PGlite takes seconds to initialise: migrate and seed one once, dump it, and let every test
 * file start its own in-memory copy from the dump.
 */
export default async function setup(project: TestProject) {
  const handle = await openDatabase({ url: 'memory://' });
  await seed(handle.db, { now: SEED_NOW });
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vacances-api-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
