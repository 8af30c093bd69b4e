import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let admin: Awaited<ReturnType<typeof editorWithToken>>;

beforeAll(async () => {
  api = await createTestApi();
  admin = await editorWithToken(api, { role: 'admin' });
});
afterAll(async () => api.handle.close());

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = admin.auth) =>
  api.request(`/editor_accounts${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
const verify = async (token: string) => (await api.request('/auth-jwt-verify/', { method: 'POST', body: JSON.stringify({ token }), headers: { 'content-type': 'application/json' } })).status;

describe('/editor_accounts/', () => {
  it('is for admins only', async () => {
    expect((await send('GET', '/', undefined, {})).status).toBe(401);
    const editor = await editorWithToken(api);
    expect((await send('GET', '/', undefined, editor.auth)).status).toBe(403);
  });

  it('creates an account that can log in, never answering a password or its hash', async () => {
    const res = await send('POST', '/', { email: 'Nouvelle@Vacances.be', role: 'editor', editions: ['nl-be'], password: 'une phrase assez longue' });
    expect(res.status).toBe(201);
    const made = await res.json();
    expect(made).toMatchObject({ email: 'nouvelle@vacances.be', role: 'editor', editions: ['nl-be'] });
    const list = JSON.stringify(await (await send('GET', '/')).json());
    expect(list).toMatch(/nouvelle@vacances\.be/);
    expect(list).not.toMatch(/argon2|password/);
    const login = await api.request('/auth-jwt/', { method: 'POST', body: JSON.stringify({ email: 'nouvelle@vacances.be', password: 'une phrase assez longue' }), headers: { 'content-type': 'application/json' } });
    expect(login.status).toBe(200);
    expect((await send('POST', '/', { email: 'nouvelle@vacances.be', role: 'editor', password: 'une phrase assez longue' })).status).toBe(400);
  });

  it('answers 400 field by field', async () => {
    const res = await send('POST', '/', { email: 'pas-une-adresse', role: 'boss', editions: ['de-de'], password: 'court' });
    expect(Object.keys(await res.json()).sort()).toEqual(['editions', 'email', 'password', 'role']);
  });

  it('changes an account’s role or editions, which revokes its tokens; refuses to demote or delete oneself', async () => {
    const other = await editorWithToken(api);
    expect(await verify(other.token)).toBe(200);
    const res = await send('PATCH', `/${other.account.id}/`, { editions: ['fr-fr'] });
    expect(res.status).toBe(200);
    expect((await res.json()).editions).toEqual(['fr-fr']);
    expect(await verify(other.token)).toBe(400);
    expect((await send('PATCH', `/${admin.account.id}/`, { role: 'editor' })).status).toBe(400);
    expect((await send('DELETE', `/${admin.account.id}/`)).status).toBe(400);
  });

  it('deletes an account, whose token stops at once', async () => {
    const gone = await editorWithToken(api);
    expect((await send('DELETE', `/${gone.account.id}/`)).status).toBe(204);
    expect(await verify(gone.token)).toBe(400);
    expect((await send('DELETE', `/${gone.account.id}/`)).status).toBe(404);
  });
});
