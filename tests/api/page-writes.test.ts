import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/server/db/schema';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let auth: { authorization: string };

beforeAll(async () => {
  api = await createTestApi();
  auth = (await editorWithToken(api, { editions: ['fr-be', 'fr-fr'] })).auth;
});
afterAll(async () => api.handle.close());

const update = (page: string, body: unknown, language = 'fr-be', headers = auth) =>
  api.request(`/pages/update_page/?page=${page}&language=${language}`, { method: 'PUT', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
const read = async (page: string, language = 'fr-be', preview = false) => {
  const res = await api.request(`/pages/${page}/?language=${language}${preview ? '&preview=1' : ''}`, { headers: preview ? auth : {} });
  return res.json();
};

describe('PUT /pages/update_page/', () => {
  it('answers 401 without a token and 403 on an edition the account does not cover', async () => {
    expect((await update('faq_page', { title: 'FAQ' }, 'fr-be', {} as typeof auth)).status).toBe(401);
    expect((await update('faq_page', { title: 'FAQ' }, 'nl-be')).status).toBe(403);
  });

  it('answers 400 field by field: an unknown page, no title, a schedule without time, an unknown field', async () => {
    const unknown = await update('home_page', { title: 'x' });
    expect(unknown.status).toBe(400);
    expect(Object.keys(await unknown.json())).toEqual(['page']);
    const bad = await update('faq_page', { header_1: 'x', status: 'scheduled', colour: 'red' });
    expect(bad.status).toBe(400);
    expect(Object.keys(await bad.json()).sort()).toEqual(['non_field_errors', 'title']);
    const noTime = await update('faq_page', { title: 'FAQ', status: 'scheduled' });
    expect(Object.keys(await noTime.json())).toEqual(['publish_at']);
  });

  it('publishes at once by default, sanitised, tells the cache and logs it', async () => {
    api.changes.length = 0;
    const res = await update('about_us_page', { title: 'Qui sommes-nous ?', header_1: 'Notre équipe', content: '<h1>Bonjour</h1><p onclick="x()">Nous comparons.</p><script>alert(1)</script>' });
    expect(res.status).toBe(200);
    const page = await read('about_us_page');
    expect(page).toMatchObject({ title: 'Qui sommes-nous ?', header_1: 'Notre équipe', content: '<h2>Bonjour</h2><p>Nous comparons.</p>' });
    expect(api.changes[0].change).toMatchObject({ edition: 'fr-be', families: ['pages'], entities: [{ entity: 'page', slugs: ['about_us_page'] }] });
    const [entry] = await api.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'page'), eq(auditLog.entityId, 'about_us_page')));
    expect(entry).toMatchObject({ action: 'update', edition: 'fr-be', after: { title: 'Qui sommes-nous ?' } });
  });

  it('keeps a draft for the preview, visitors still reading the published page', async () => {
    const live = await read('faq_page', 'fr-fr');
    expect((await update('faq_page', { title: 'FAQ (brouillon)', content: '<p>À relire</p>', status: 'draft' }, 'fr-fr')).status).toBe(200);
    expect((await read('faq_page', 'fr-fr')).title).toBe(live.title);
    expect(await read('faq_page', 'fr-fr', true)).toMatchObject({ title: 'FAQ (brouillon)', status: 'draft', content: '<p>À relire</p>' });
  });

  it('shows a scheduled version from its time on, with no editor action', async () => {
    const publishAt = new Date(Date.now() + 1200).toISOString();
    expect((await update('privacy_policy_page', { title: 'Confidentialité 2027', status: 'scheduled', publish_at: publishAt })).status).toBe(200);
    expect((await read('privacy_policy_page')).title).not.toBe('Confidentialité 2027');
    await new Promise((resolve) => setTimeout(resolve, 1400));
    expect((await read('privacy_policy_page')).title).toBe('Confidentialité 2027');
  });
});
