import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, blogCategories, stores } from '@/server/db/schema';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let auth: { authorization: string };
let category: { id: number; slug: string };
let storeId: number;

beforeAll(async () => {
  api = await createTestApi();
  auth = (await editorWithToken(api, { editions: ['fr-be'] })).auth;
  [category] = await api.db.select({ id: blogCategories.id, slug: blogCategories.slug }).from(blogCategories).where(eq(blogCategories.edition, 'fr-be')).orderBy(blogCategories.id).limit(1);
  [{ id: storeId }] = await api.db.select({ id: stores.id }).from(stores).where(eq(stores.edition, 'fr-be')).limit(1);
});
afterAll(async () => api.handle.close());

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = auth) =>
  api.request(path, { method, body: body === undefined ? undefined : JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

async function create(patch: Record<string, unknown>) {
  const res = await send('POST', '/posts/?language=fr-be', { title: 'Un week-end à Gand', category: category.id, status: 'published', ...patch });
  expect(res.status).toBe(201);
  return res.json();
}

/** Whether visitors find the post: its page's read, its category's list, the slug resolution. */
async function visible(post: { slug: string; id: number }) {
  const detail = await api.get(`/posts/${post.slug}/?language=fr-be`);
  const list = await api.get(`/blog_categories/${category.id}/posts/?language=fr-be`);
  const slug = await api.get(`/slugs/?slug=${post.slug}&language=fr-be`);
  const inList = list.body.results.some((p: { id: number }) => p.id === post.id);
  expect(new Set([detail.status === 200, inList]).size).toBe(1);
  expect(slug.status === 200).toBe(inList);
  return inList;
}

describe('post writes', () => {
  it('answers 401 without a token and 403 on another edition', async () => {
    expect((await send('POST', '/posts/?language=fr-be', { title: 'x', category: category.id }, {})).status).toBe(401);
    expect((await send('POST', '/posts/?language=nl-be', { title: 'x', category: category.id })).status).toBe(403);
  });

  it('answers 400 field by field', async () => {
    const res = await send('POST', '/posts/?language=fr-be', { title: '', category: 999_999, slug: 'Pas Un Slug', similar_stores: [storeId, 888_888], reading_minutes: 0 });
    expect(res.status).toBe(400);
    expect(Object.keys(await res.json()).sort()).toEqual(['reading_minutes', 'slug', 'title']);
    const refs = await send('POST', '/posts/?language=fr-be', { title: 'Réf', category: 999_999, similar_stores: [888_888], status: 'scheduled', published_at: '2020-01-01T00:00:00Z' });
    expect(Object.keys(await refs.json()).sort()).toEqual(['category', 'published_at', 'similar_stores']);
  });

  it('publishes a post visitors read at once, with a slug from its title, sanitised, cached pages told, logged', async () => {
    api.changes.length = 0;
    const post = await create({ title: 'Trois jours à Bruges en hiver', content: '<p>Canaux <img src="x" onerror="alert(1)"></p>', similar_stores: [storeId] });
    expect(post).toMatchObject({ slug: 'trois-jours-a-bruges-en-hiver', status: 'published', similar_stores: [storeId], url: `/blog/${category.slug}/trois-jours-a-bruges-en-hiver` });
    expect(post.content).not.toMatch(/onerror/);
    expect(await visible(post)).toBe(true);
    expect(api.changes[0].change).toEqual({
      edition: 'fr-be',
      families: ['blog'],
      entities: [
        { entity: 'post', id: post.id, slugs: [post.slug] },
        { entity: 'blog-category', id: category.id, slugs: [category.slug] },
      ],
    });
    const [entry] = await api.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'blog_post'), eq(auditLog.entityId, String(post.id))));
    expect(entry.action).toBe('create');
    const taken = await send('POST', '/posts/?language=fr-be', { title: 'Autre', slug: post.slug, category: category.id });
    expect((await taken.json()).slug[0]).toMatch(/a déjà le slug/);
  });

  it('keeps a draft from visitors, shows it in preview, and publishes it dated of its publication', async () => {
    const draft = await create({ title: 'Brouillon : Anvers by night', status: 'draft' });
    expect(await visible(draft)).toBe(false);
    const preview = await api.request(`/posts/${draft.slug}/?language=fr-be&preview=1`, { headers: auth });
    expect(preview.status).toBe(200);
    const published = await (await send('PATCH', `/posts/${draft.id}/?language=fr-be`, { status: 'published', title: 'Anvers by night' })).json();
    expect(published).toMatchObject({ status: 'published', slug: draft.slug, title: 'Anvers by night' });
    expect(new Date(published.published_at).getTime()).toBeGreaterThanOrEqual(new Date(draft.published_at).getTime());
    expect(await visible(draft)).toBe(true);
  });

  it('publishes a scheduled post at its time, with no editor action', async () => {
    const post = await create({ title: 'Programmé : Ostende en mai', status: 'scheduled', published_at: new Date(Date.now() + 1200).toISOString() });
    expect(post.status).toBe('scheduled');
    expect(await visible(post)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1400));
    expect(await visible(post)).toBe(true);
    expect((await (await send('GET', `/posts/${post.id}/editable/?language=fr-be`)).json()).status).toBe('published');
  });
});

describe('POST /blog_categories/', () => {
  it('creates a category, with a slug from its name, and refuses a slug already taken', async () => {
    const res = await send('POST', '/blog_categories/?language=fr-be', { name: 'Escapades à vélo', description: '<b>Les</b> plus belles routes & pistes.' });
    expect(res.status).toBe(201);
    const made = await res.json();
    expect(made).toMatchObject({ name: 'Escapades à vélo', slug: 'escapades-a-velo', description: 'Les plus belles routes & pistes.' });
    expect((await api.get(`/blog_categories/${made.slug}/?language=fr-be`)).status).toBe(200);
    const again = await send('POST', '/blog_categories/?language=fr-be', { name: 'Escapades à vélo' });
    expect(again.status).toBe(400);
    expect(Object.keys(await again.json())).toEqual(['slug']);
    expect((await send('POST', '/blog_categories/?language=fr-be', { description: 'x' })).status).toBe(400);
  });
});
