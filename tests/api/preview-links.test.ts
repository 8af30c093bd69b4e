import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtSecret } from '@/server/api/auth/jwt-secret';
import { readPreviewToken, signPreviewToken } from '@/server/api/preview/preview-tokens';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let auth: { authorization: string };

beforeAll(async () => {
  api = await createTestApi();
  auth = (await editorWithToken(api, { editions: ['fr-be'] })).auth;
});
afterAll(async () => api.handle.close());

const post = (path: string, body: unknown, headers: Record<string, string> = auth) =>
  api.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

describe('/preview_links/', () => {
  it('signs a link to a page of the edition for 24 hours, and reads it back', async () => {
    const res = await post('/preview_links/?language=fr-be', { path: '/booking-com?page=2' });
    expect(res.status).toBe(201);
    const link = await res.json();
    const hours = (Date.parse(link.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const verified = await post('/preview_links/verify/?language=fr-be', { token: link.token });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ path: '/booking-com?page=2' });
  });

  it('refuses paths that would leave the site or the public pages', async () => {
    for (const path of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'booking-com', '/admin', '/api/stores/', '/a b', '/été', '']) {
      const res = await post('/preview_links/?language=fr-be', { path });
      expect(res.status, path).toBe(400);
      expect(Object.keys(await res.json())).toEqual(['path']);
    }
  });

  it('is for the edition’s editors: no token, another edition’s account, or a token of another edition are refused', async () => {
    expect((await post('/preview_links/?language=fr-be', { path: '/' }, {})).status).toBe(401);
    expect((await post('/preview_links/?language=nl-be', { path: '/' })).status).toBe(403);
    const dutch = await signPreviewToken(await jwtSecret(api.db), 'nl-be', '/');
    expect((await post('/preview_links/verify/?language=fr-be', { token: dutch.token })).status).toBe(400);
    expect((await post('/preview_links/verify/?language=fr-be', { token: 'not-a-token' })).status).toBe(400);
  });

  it('answers 410 once the 24 hours have passed', async () => {
    const key = await jwtSecret(api.db);
    const old = await signPreviewToken(key, 'fr-be', '/', new Date(Date.now() - 25 * 3_600_000));
    expect(await readPreviewToken(key, 'fr-be', old.token)).toBe('expired');
    expect((await post('/preview_links/verify/?language=fr-be', { token: old.token })).status).toBe(410);
  });

  it('shows drafts with preview=1 only to editors of the call’s edition', async () => {
    expect((await api.request('/stores/top/?language=fr-be&preview=1', { headers: auth })).status).toBe(200);
    expect((await api.request('/stores/top/?language=nl-be&preview=1', { headers: auth })).status).toBe(403);
    expect((await api.request('/stores/top/?language=nl-be&preview=1')).status).toBe(401);
  });
});
