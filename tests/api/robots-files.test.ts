import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/server/db/schema';
import { signEditorToken, TOKEN_LIFETIME_SECONDS } from '@/server/api/auth/tokens';
import type { EditorAccount } from '@/server/api/auth/accounts';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let token: string;
let admin: EditorAccount;

beforeAll(async () => {
  api = await createTestApi();
  ({ token, account: admin } = await editorWithToken(api, { role: 'admin' }));
});
afterAll(async () => api.handle.close());

const upload = (body: BodyInit, { language = 'fr-be', auth = `Bearer ${token}`, type }: { language?: string; auth?: string | null; type?: string } = {}) =>
  api.request(`/file_storage/upload_robots/?language=${language}`, {
    method: 'POST',
    body,
    headers: { ...(auth ? { authorization: auth } : {}), ...(type ? { 'content-type': type } : {}) },
  });

const fileForm = (content: BlobPart, type = 'text/plain', name = 'robots.txt') => {
  const form = new FormData();
  form.append('file', new File([content], name, { type }));
  return form;
};

const download = (language: string) => api.request(`/file_storage/download_robots/?language=${language}`);

describe('/file_storage/upload_robots/ and download_robots/', () => {
  it('answers 404 while an edition has no uploaded file', async () => {
    const res = await download('fr-fr');
    expect(res.status).toBe(404);
    expect((await res.json()).detail).toBeTruthy();
  });

  it('refuses an upload without a valid token (401) and stores nothing', async () => {
    const form = () => fileForm('User-agent: *\nDisallow: /\n');
    expect((await upload(form(), { auth: null })).status).toBe(401);
    expect((await upload(form(), { auth: 'Bearer not.a.token' })).status).toBe(401);
    const expired = await signEditorToken(api.db, admin, Math.floor(Date.now() / 1000) - TOKEN_LIFETIME_SECONDS - 60);
    const res = await upload(form(), { auth: `Bearer ${expired}` });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await download('fr-be')).status).toBe(404);
  });

  it('is an admin’s task, on the editions their account covers (403 otherwise), and stores nothing then', async () => {
    const editor = await editorWithToken(api, { role: 'editor' });
    const form = () => fileForm('User-agent: *\nDisallow: /\n');
    expect((await upload(form(), { auth: editor.auth.authorization })).status).toBe(403);
    const dutchAdmin = await editorWithToken(api, { role: 'admin', editions: ['nl-be'] });
    const res = await upload(form(), { auth: dutchAdmin.auth.authorization });
    expect(res.status).toBe(403);
    expect((await res.json()).detail).toMatch(/vacances\.be/);
    expect((await download('fr-be')).status).toBe(404);
  });

  it('records the upload in the audit log and invalidates the edition’s files', async () => {
    api.changes.length = 0;
    expect((await upload(fileForm('User-agent: *\nDisallow: /audit/\n'), { language: 'fr-fr' })).status).toBe(201);
    expect(api.changes).toEqual([{ change: { edition: 'fr-fr', families: ['files'] }, freshness: 'now' }]);
    const [entry] = await api.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'robots_txt'), eq(auditLog.edition, 'fr-fr')));
    expect(entry).toMatchObject({ accountId: admin.id, accountEmail: admin.email, action: 'upload', entityId: 'fr-fr', after: { content: 'User-agent: *\nDisallow: /audit/\n' } });
  });

  it('stores a multipart file per edition and answers it as text/plain', async () => {
    const content = 'User-agent: *\nDisallow: /privé/\n\nSitemap: https://vacances.be/sitemap.xml\n';
    const res = await upload(fileForm(content));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ edition: 'fr-be', size: new TextEncoder().encode(content).byteLength });

    const got = await download('fr-be');
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await got.text()).toBe(content);
    expect((await download('nl-be')).status).toBe(404);
  });

  it('takes a text/plain body too, and a new upload replaces the old one', async () => {
    expect((await upload('User-agent: *\nAllow: /\n', { language: 'nl-be', type: 'text/plain; charset=utf-8' })).status).toBe(201);
    expect((await upload('User-agent: *\nDisallow: /tmp/\n', { language: 'nl-be', type: 'text/plain' })).status).toBe(201);
    expect(await (await download('nl-be')).text()).toBe('User-agent: *\nDisallow: /tmp/\n');
  });

  it('drops a leading byte-order mark', async () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('User-agent: *\n')]);
    expect((await upload(fileForm(bom), { language: 'fr-fr' })).status).toBe(201);
    expect(await (await download('fr-fr')).text()).toBe('User-agent: *\n');
  });

  it('answers 400 with a message on `file` for an empty, oversized, binary or non-text file, or none', async () => {
    const cases: [string, FormData | string, string | undefined][] = [
      ['empty', fileForm(''), undefined],
      ['blank', fileForm('  \n'), undefined],
      ['too large', fileForm('#'.repeat(64 * 1024 + 1)), undefined],
      ['not UTF-8', fileForm(new Uint8Array([0x55, 0xff, 0xfe, 0x0a])), undefined],
      ['binary', fileForm(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00])), undefined],
      ['an image', fileForm('User-agent: *', 'image/png', 'robots.png'), undefined],
      ['no file field', new FormData(), undefined],
      ['far too large a body', 'x'.repeat(200 * 1024), 'text/plain'],
    ];
    for (const [label, body, type] of cases) {
      const res = await upload(body, { language: 'fr-be', type });
      expect(res.status, label).toBe(400);
      const json = await res.json();
      expect(Array.isArray(json.file), label).toBe(true);
      expect(json.file[0], label).toEqual(expect.any(String));
    }
    // The stored file is untouched by the refused uploads.
    expect(await (await download('fr-be')).text()).toContain('Disallow: /privé/');
  });

  it('answers 415 for a body that is neither multipart nor text, and 400 for an unknown language', async () => {
    expect((await upload('{"content":"x"}', { type: 'application/json' })).status).toBe(415);
    expect((await upload(fileForm('User-agent: *'), { language: 'de-de' })).status).toBe(400);
  });
});
