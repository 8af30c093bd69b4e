import fs from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DbHandle } from '@/server/db/client';
import { createApp, type ApiApp } from '@/server/api/app';

export interface TestApi {
  app: ApiApp;
  handle: DbHandle;
  db: DbHandle['db'];
  /** GET `/api${path}` and parse JSON. */
  get: (path: string) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test bodies are checked field by field
  request: (path: string, init?: RequestInit) => Promise<Response>;
}

/** An API on its own in-memory database, copied from the seeded template. */
export async function createTestApi(): Promise<TestApi> {
  const bytes = fs.readFileSync(inject('pgliteTemplate'));
  const handle = await openDatabase({ url: 'memory://', loadDataDir: new Blob([bytes]), migrate: false });
  const app = createApp(async () => handle.db);
  const request = (path: string, init?: RequestInit) => Promise.resolve(app.request(`/api${path}`, init));
  return {
    app,
    handle,
    db: handle.db,
    request,
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
