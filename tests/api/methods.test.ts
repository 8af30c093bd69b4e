import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './harness';
import { refusalsIn } from './refusal-words';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => api.handle.close());

describe('the methods of the API', () => {
  it('answers 405 with Allow for a known path asked with another method, with or without its slash', async () => {
    for (const path of ['/categories/?language=fr-be', '/categories?language=fr-be']) {
      const res = await api.request(path, { method: 'PUT' });
      expect(res.status, path).toBe(405);
      expect(res.headers.get('allow'), path).toBe('GET, HEAD, OPTIONS');
      expect(await res.json()).toEqual({ detail: refusalsIn().methodNotAllowed.replace('{method}', 'PUT') });
    }
    expect((await api.request('/stores/top/?language=fr-be', { method: 'DELETE' })).status).toBe(405);
  });

  it('answers OPTIONS with 204 and Allow on a known path, and 404 on an unknown one', async () => {
    const res = await api.request('/stores/top/?language=fr-be', { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('allow')).toContain('GET');
    expect((await api.request('/no-such-call/?language=fr-be', { method: 'OPTIONS' })).status).toBe(404);
    expect((await api.request('/no-such-call/?language=fr-be', { method: 'PUT' })).status).toBe(404);
  });
});
