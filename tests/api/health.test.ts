import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => api.handle.close());

describe('API basics', () => {
  it('answers health with and without the trailing slash', async () => {
    expect(await api.get('/health/')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await api.get('/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('refuses an unknown language with a per-field message', async () => {
    const res = await api.get('/health/?language=de-de');
    expect(res.status).toBe(400);
    expect(res.body.language[0]).toMatch(/Unknown language/);
  });

  it('accepts each edition, in any case', async () => {
    for (const language of ['fr-be', 'nl-be', 'fr-fr', 'NL-BE']) {
      expect((await api.get(`/health/?language=${language}`)).status).toBe(200);
    }
  });

  it('answers unknown paths with 404 {detail}', async () => {
    const res = await api.get('/no-such-resource/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });
});

describe('database failures', () => {
  it('answers 503 with the lock message when the embedded database is held by another process', async () => {
    const { createApp } = await import('@/server/api/app');
    const { DatabaseLockedError } = await import('@/server/db/lock');
    const app = createApp(async () => {
      throw new DatabaseLockedError('/tmp/x/pglite', 4242);
    });
    const res = await app.request('/api/health/');
    expect(res.status).toBe(503);
    expect((await res.json()).detail).toMatch(/already open in process 4242/);
  });
});
