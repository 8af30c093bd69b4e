import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, categories, stores } from '@/server/db/schema';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let auth: { authorization: string };
let store: { id: number; slug: string; name: string };

beforeAll(async () => {
  api = await createTestApi();
  auth = (await editorWithToken(api, { editions: ['fr-be'] })).auth;
  [store] = await api.db.select({ id: stores.id, slug: stores.slug, name: stores.name }).from(stores).where(eq(stores.edition, 'fr-be')).orderBy(stores.id).limit(1);
});
afterAll(async () => api.handle.close());

const patch = (resource: string, id: number, body: unknown, language = 'fr-be', headers: Record<string, string> = auth) =>
  api.request(`/seo/${resource}/${id}/?language=${language}`, { method: 'PATCH', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

describe('/seo/{resource}/', () => {
  it('answers 401 without a token and 403 on another edition', async () => {
    expect((await api.request('/seo/store/?language=fr-be')).status).toBe(401);
    expect((await patch('store', store.id, { seo_title: 'x' }, 'fr-be', {})).status).toBe(401);
    expect((await patch('store', store.id, { seo_title: 'x' }, 'nl-be')).status).toBe(403);
  });

  it('lists each resource of the edition with its SEO data, searched by name', async () => {
    for (const resource of ['store', 'promotion_category', 'blog_post_category', 'blog_post']) {
      const res = await api.request(`/seo/${resource}/?language=fr-be&size=5`, { headers: auth });
      expect(res.status, resource).toBe(200);
      const body = await res.json();
      expect(body.count, resource).toBeGreaterThan(0);
      expect(Object.keys(body.results[0]).sort()).toEqual(['canonical_url', 'id', 'name', 'og_image', 'robots_nofollow', 'robots_noindex', 'seo_description', 'seo_title', 'slug']);
    }
    const found = await (await api.request(`/seo/store/?language=fr-be&search=${encodeURIComponent(store.name.slice(0, 5))}`, { headers: auth })).json();
    expect(found.results.map((s: { id: number }) => s.id)).toContain(store.id);
  });

  it('answers 400 field by field and 404 for an entity of another edition', async () => {
    const res = await patch('store', store.id, { robots_noindex: 'yes', canonical_url: 'javascript:alert(1)', og_image: 'data:x', keywords: 'x' });
    expect(res.status).toBe(400);
    expect(Object.keys(await res.json()).sort()).toEqual(['canonical_url', 'non_field_errors', 'og_image', 'robots_noindex']);
    const [dutch] = await api.db.select({ id: stores.id }).from(stores).where(eq(stores.edition, 'nl-be')).limit(1);
    expect((await patch('store', dutch.id, { seo_title: 'x' })).status).toBe(404);
  });

  it('changes what the public read says, in plain text, tells the cache and the audit log', async () => {
    api.changes.length = 0;
    const res = await patch('store', store.id, {
      seo_title: 'Codes <b>promo</b> vérifiés',
      seo_description: '<script>x</script>Tous les codes &amp; bons plans du moment.',
      robots_noindex: true,
      canonical_url: '/categories',
      og_image: '/media/icons/0123456789abcdef0123456789abcdef.png',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ seo_title: 'Codes promo vérifiés', seo_description: 'Tous les codes & bons plans du moment.', robots_noindex: true, robots_nofollow: false });
    const read = await api.get(`/stores/${store.slug}/?language=fr-be`);
    expect(read.body).toMatchObject({ seo_title: 'Codes promo vérifiés', meta_description: 'Tous les codes & bons plans du moment.', robots_noindex: true, canonical_url: '/categories' });
    expect(api.changes).toEqual([{ change: { edition: 'fr-be', entities: [{ entity: 'store', id: store.id, slugs: [store.slug] }] }, freshness: 'now' }]);

    const cleared = await (await patch('store', store.id, { robots_noindex: false, canonical_url: null })).json();
    expect(cleared).toMatchObject({ robots_noindex: false, canonical_url: null, seo_title: 'Codes promo vérifiés' });
  });

  it('reaches the reads of categories and posts too', async () => {
    const [category] = await api.db.select({ id: categories.id, slug: categories.slug }).from(categories).where(eq(categories.edition, 'fr-be')).limit(1);
    expect((await patch('promotion_category', category.id, { robots_nofollow: true })).status).toBe(200);
    expect((await api.get(`/categories/${category.slug}/?language=fr-be`)).body.robots_nofollow).toBe(true);
    const [post] = await api.db.select({ id: blogPosts.id, slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.edition, 'fr-be')).limit(1);
    expect((await patch('blog_post', post.id, { og_image: 'https://cdn.example/carte.jpg' })).status).toBe(200);
    expect((await api.get(`/posts/${post.slug}/?language=fr-be`)).body.og_image).toBe('https://cdn.example/carte.jpg');
  });
});
