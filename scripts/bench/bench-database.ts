// A throwaway database for a benchmark: an in-memory PGlite, or, when DATABASE_URL names a PostgreSQL server, a new
// database on that server dropped at the end (the database of DATABASE_URL itself is never touched).
import pg from 'pg';
import { openDatabase, type DbHandle } from '@/server/db/client';

export const postgresServerUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL : undefined;

export interface BenchDatabase {
  handle: DbHandle;
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

export async function openBenchDatabase(label: string): Promise<BenchDatabase> {
  if (!postgresServerUrl) {
    const handle = await openDatabase({ url: 'memory://' });
    return { handle, dispose: () => handle.close() };
  }
  const name = `bench_${label}_${process.pid}`.replace(/[^a-z0-9_]/g, '_');
  const admin = new pg.Client({ connectionString: postgresServerUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      // The pool's end resolves before the server has seen its connections go: wait for them (bounded), or the drop
      // would cut one still closing and its error would be logged.
      for (let i = 0; i < 100; i++) {
        const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
