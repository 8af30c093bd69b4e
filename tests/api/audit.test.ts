import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from '@/lib/security/client-address';
import { EDITOR_PASSWORD, editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let adminAuth: { authorization: string };
let editorId: number;

beforeAll(async () => {
  api = await createTestApi();
  adminAuth = (await editorWithToken(api, { role: 'admin' })).auth;
  const { account } = await editorWithToken(api);
  editorId = account.id;
  const login = await api.request('/auth-jwt/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: '198.51.100.20' },
    body: JSON.stringify({ email: account.email, password: EDITOR_PASSWORD }),
  });
  expect(login.status).toBe(200);
});
afterAll(async () => api.handle.close());

const audit = (query: string, headers: Record<string, string> = adminAuth) => api.request(`/audit/${query}`, { headers });

describe('GET /audit/', () => {
  it('answers 401 without a token and 403 to an editor who is not an admin', async () => {
    expect((await audit('', {})).status).toBe(401);
    const editor = await editorWithToken(api);
    expect((await audit('', editor.auth)).status).toBe(403);
  });

  it('lists entries newest first for an admin, filtered by account, action and time', async () => {
    const res = await audit(`?account=${editorId}&action=login`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.count).toBe(1);
    expect(body.results[0]).toMatchObject({ account: { id: editorId }, action: 'login', entity_type: 'editor_account', entity_id: String(editorId), address: '198.51.100.20' });
    const future = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect((await (await audit(`?account=${editorId}&since=${future}`)).json()).count).toBe(0);
    expect((await (await audit(`?account=${editorId}&until=${future}`)).json()).count).toBe(1);
  });

  it('answers 400 field by field for bad filters', async () => {
    const res = await audit('?since=yesterday&edition=de-de&account=x');
    expect(res.status).toBe(400);
    expect(Object.keys(await res.json()).sort()).toEqual(['account', 'edition', 'since']);
  });

  it('cannot be changed through the API', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await api.request('/audit/1/', { method, headers: adminAuth });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect((await (await audit(`?account=${editorId}`)).json()).count).toBe(1);
  });
});
