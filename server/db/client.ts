import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { trigramSessionSetting } from './schema/search';
import type { Db } from './types';
import { acquireDirectoryLock } from './lock';
import { log } from '../../lib/log/logger.mjs';

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'server/db/migrations');
const DEFAULT_PGLITE_DIR = path.join(process.cwd(), '.data/pglite');

type DbKind = 'pglite' | 'postgres';

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** The PGlite instance, for dumps in tests; absent on PostgreSQL. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** `memory://`, `postgres://…`, or a PGlite directory path; unset means `./.data/pglite`. */
  url?: string;
  /** Start an in-memory PGlite from a `dumpDataDir` tarball (tests). */
  loadDataDir?: Blob | File;
  migrate?: boolean;
  /**
   * What runs right after the migrations, under the same lock (filling an empty database): on PostgreSQL, instances
   * starting together take turns, so that none migrates or seeds while another does.
   */
  afterMigrate?: (db: Db) => Promise<void>;
}

/** The advisory lock instances take turns under at start (any number unique to this application). */
const STARTUP_LOCK = 7_261_126_001;

/** Runs `job` while holding the start-up lock on one connection's session: PostgreSQL lets it go if the process dies. */
async function takingTurns(pool: pg.Pool, job: () => Promise<void>): Promise<void> {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    await job();
  } finally {
    await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    holder.release();
  }
}

const pgliteExtensions = { unaccent, pg_trgm };

export async function openDatabase(options: OpenOptions = {}): Promise<DbHandle> {
  const url = options.url?.trim() || DEFAULT_PGLITE_DIR;
  let handle: DbHandle;
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      options: `-c ${trigramSessionSetting}`,
    });
    // An idle connection the server drops (a restart, an outage) is an 'error' event on the pool: unheard, it would end
    // the process. The pool opens new connections for the next queries once the server is back.
    pool.on('error', (error) => log.warn({ err: error }, 'a database connection was lost'));
    const db = drizzlePg(pool, { schema });
    try {
      if (options.migrate !== false || options.afterMigrate) {
        await takingTurns(pool, async () => {
          if (options.migrate !== false) await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
          await options.afterMigrate?.(db as unknown as Db);
        });
      }
    } catch (error) {
      // The server is away at start: the next request opens a new pool; this one must not linger.
      await pool.end().catch(() => undefined);
      throw error;
    }
    handle = { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  } else {
    const inMemory = url === 'memory://';
    const dir = inMemory ? undefined : path.resolve(url.replace(/^file:\/\//, ''));
    const release = dir ? await acquireDirectoryLock(dir) : () => {};
    let client: PGlite;
    try {
      client = await PGlite.create({ dataDir: dir, loadDataDir: options.loadDataDir, extensions: pgliteExtensions });
    } catch (error) {
      release();
      throw error;
    }
    // PGlite is one session: set once. A placeholder until pg_trgm loads, which then takes its value.
    await client.exec(`set ${trigramSessionSetting.replace('=', ' = ')}`);
    const db = drizzlePglite(client, { schema });
    if (options.migrate !== false) await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await options.afterMigrate?.(db as unknown as Db);
    handle = {
      db: db as unknown as Db,
      kind: 'pglite',
      pglite: client,
      close: async () => {
        await client.close();
        release();
      },
    };
  }
  return handle;
}
