import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_CALL_HEADER, internalCallSecret } from '@/lib/api/internal-call';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let admin: { authorization: string };

beforeAll(async () => {
  api = await createTestApi();
  admin = (await editorWithToken(api, { role: 'admin' })).auth;
});
afterAll(async () => api.handle.close());

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = admin) =>
  api.request(`/seo/redirections${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

const create = async (old_path: string, new_path: string, language = 'fr-be') => {
  const res = await send('POST', `/?language=${language}`, { old_path, new_path });
  return { status: res.status, body: await res.json() };
};

describe('/seo/redirections/', () => {
  it('is for admins: 401 without a token, 403 for an editor or an admin of other editions', async () => {
    expect((await send('GET', '/?language=fr-be', undefined, {})).status).toBe(401);
    const editor = await editorWithToken(api);
    expect((await send('POST', '/?language=fr-be', { old_path: '/a', new_path: '/b' }, editor.auth)).status).toBe(403);
    const dutch = await editorWithToken(api, { role: 'admin', editions: ['nl-be'] });
    expect((await send('POST', '/?language=fr-be', { old_path: '/a', new_path: '/b' }, dutch.auth)).status).toBe(403);
  });

  it('answers 400 field by field for bad paths and status codes', async () => {
    const res = await send('POST', '/?language=fr-be', { old_path: 'no-slash', new_path: 'javascript:alert(1)', status_code: 307 });
    expect(res.status).toBe(400);
    expect(Object.keys(await res.json()).sort()).toEqual(['new_path', 'old_path', 'status_code']);
    const reserved = await send('POST', '/?language=fr-be', { old_path: '/api/stores', new_path: '/faq' });
    expect((await reserved.json()).old_path[0]).toMatch(/api/);
  });

  it('stores one per edition, tells the site, and logs it', async () => {
    api.changes.length = 0;
    const made = await create('/anciennes-promos/', '/faq');
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ edition: 'fr-be', old_path: '/anciennes-promos', new_path: '/faq', status_code: 301, collapsed: [] });
    expect(api.changes).toEqual([{ change: { edition: 'fr-be', families: ['redirections'] }, freshness: 'now' }]);
    // The same path on another edition is another redirection.
    expect((await create('/anciennes-promos', '/veelgestelde-vragen', 'nl-be')).status).toBe(201);
    const again = await create('/anciennes-promos', '/contact');
    expect(again.status).toBe(400);
    expect(again.body.old_path[0]).toMatch(/redirige déjà vers \/faq/);
  });

  it('refuses a loop and a chain with a clear message, and collapses a chain it ends', async () => {
    expect((await create('/boucle-a', '/boucle-b')).status).toBe(201);
    const loop = await create('/boucle-b', '/boucle-a');
    expect(loop.status).toBe(400);
    expect(loop.body.new_path[0]).toMatch(/boucle/);
    const chain = await create('/chaine-x', '/boucle-a');
    expect(chain.status).toBe(400);
    expect(chain.body.new_path[0]).toMatch(/redirigez directement vers \/boucle-b/);

    const collapsed = await create('/boucle-b', '/faq');
    expect(collapsed.status).toBe(201);
    expect(collapsed.body.collapsed).toEqual(['/boucle-a']);
    const found = await (await send('GET', '/search/?language=fr-be&q=boucle-a')).json();
    expect(found.results).toEqual([expect.objectContaining({ old_path: '/boucle-a', new_path: '/faq' })]);
  });

  it('updates and deletes by id, in its edition only', async () => {
    const { body } = await create('/a-modifier', '/faq');
    const put = await send('PUT', `/${body.id}/?language=fr-be`, { old_path: '/a-modifier', new_path: 'https://partner.example/x', status_code: 302 });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ new_path: 'https://partner.example/x', status_code: 302 });
    expect((await send('DELETE', `/${body.id}/?language=nl-be`)).status).toBe(404);
    expect((await send('DELETE', `/${body.id}/?language=fr-be`)).status).toBe(204);
    expect((await send('DELETE', `/${body.id}/?language=fr-be`)).status).toBe(404);
  });

  it('hands its whole table to the site’s own code only', async () => {
    expect((await send('GET', '/table/', undefined, {})).status).toBe(404);
    expect((await send('GET', '/table/', undefined, { [INTERNAL_CALL_HEADER]: 'guess' })).status).toBe(404);
    const res = await send('GET', '/table/', undefined, { [INTERNAL_CALL_HEADER]: internalCallSecret() });
    expect(res.status).toBe(200);
    const table = await res.json();
    expect(table.redirections).toEqual(expect.arrayContaining([['fr-be', '/anciennes-promos', '/faq', 301]]));
    const version = await (await send('GET', '/version/', undefined, { [INTERNAL_CALL_HEADER]: internalCallSecret() })).json();
    expect(version.version).toBe(table.version);
    await create('/encore-une', '/faq');
    const next = await (await send('GET', '/version/', undefined, { [INTERNAL_CALL_HEADER]: internalCallSecret() })).json();
    expect(next.version).not.toBe(table.version);
  });
});
