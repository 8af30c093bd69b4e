import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/api/app';
import { DatabaseLockedError } from '@/server/db/lock';
import { createTestApi, type TestApi } from './harness';
import { refusalsIn } from './refusal-words';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => api.handle.close());

describe('API basics', () => {
  it('answers liveness and readiness with and without the trailing slash', async () => {
    expect(await api.get('/health/')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await api.get('/health')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await api.get('/ready/')).toEqual({ status: 200, body: { status: 'ready' } });
    expect(await api.get('/ready')).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('refuses an unknown language with a per-field message', async () => {
    const res = await api.get('/ready/?language=de-de');
    expect(res.status).toBe(400);
    expect(res.body.language[0]).toMatch(/Unknown language/);
  });

  it('accepts each edition, in any case', async () => {
    for (const language of ['fr-be', 'nl-be', 'fr-fr', 'NL-BE']) {
      expect((await api.get(`/ready/?language=${language}`)).status).toBe(200);
    }
  });

  it('answers unknown paths with 404 {detail}', async () => {
    const res = await api.get('/no-such-resource/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: refusalsIn().notFound });
  });
});

describe('database failures', () => {
  const unavailable = (error: Error) => {
    const app = createApp(async () => {
      throw error;
    });
    return app;
  };

  it('answers 503 with Retry-After and nothing of the server when the embedded database is held by another process', async () => {
    const res = await unavailable(new DatabaseLockedError('/tmp/x/pglite', 4242)).request('/api/ready/');
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ detail: refusalsIn().unavailable });
    expect(body).not.toMatch(/4242|\/tmp|pglite/);
  });

  it('answers 503 when PostgreSQL refuses connections or is shutting down, and liveness still 200', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const app = unavailable(new AggregateError([refused]));
    expect((await app.request('/api/stores/?language=fr-be')).status).toBe(503);
    expect((await app.request('/api/health/')).status).toBe(200);
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const wrapped = new Error('Failed query: select 1', { cause: shutdown });
    expect((await unavailable(wrapped).request('/api/ready/')).status).toBe(503);
    // A query's own error stays what it is.
    expect((await unavailable(new Error('syntax error at or near "selec"')).request('/api/ready/')).status).toBe(500);
  });
});
