import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogCategories } from '@/server/db/schema';
import { editorWithToken } from './editors';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
let auth: { authorization: string };
let categories: { id: number; slug: string }[];
const stamp = `zp${Date.now().toString(36)}`;

beforeAll(async () => {
  api = await createTestApi();
  auth = (await editorWithToken(api, { editions: ['fr-be'] })).auth;
  categories = await api.db.select({ id: blogCategories.id, slug: blogCategories.slug }).from(blogCategories).where(eq(blogCategories.edition, 'fr-be')).orderBy(blogCategories.id).limit(2);
});
afterAll(async () => api.handle.close());

const create = async (body: Record<string, unknown>) => {
  const res = await api.request('/posts/?language=fr-be', {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ category: categories[0].id, ...body }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; slug: string };
};

interface Row {
  id: number;
  title: string;
  status: string;
  published_at: string;
  category: { id: number; slug: string };
  url: string;
}
const list = async (query: string) => {
  const res = await api.request(`/posts/editable/?language=fr-be&${query}`, { headers: auth });
  expect(res.status).toBe(200);
  return (await res.json()) as { count: number; results: Row[] };
};
const ids = async (query: string) => (await list(query)).results.map((row) => row.id);

describe('GET /posts/editable/', () => {
  it('is for the edition’s editors only, and refuses what it does not know', async () => {
    expect((await api.request('/posts/editable/?language=fr-be')).status).toBe(401);
    expect((await api.request('/posts/editable/?language=nl-be', { headers: auth })).status).toBe(403);
    expect((await api.request('/posts/editable/?language=fr-be&status=trash', { headers: auth })).status).toBe(400);
    expect((await api.request('/posts/editable/?language=fr-be&ordering=author', { headers: auth })).status).toBe(400);
  });

  it('finds drafts, scheduled and published posts by title, each status apart, with their public address', async () => {
    const draft = await create({ title: `Brouillon ${stamp}`, status: 'draft' });
    const scheduled = await create({ title: `Programmé ${stamp}`, status: 'scheduled', published_at: new Date(Date.now() + 86_400_000).toISOString() });
    const published = await create({ title: `Publié ${stamp}`, status: 'published', category: categories[1].id });

    expect((await ids(`q=${stamp}`)).sort()).toEqual([draft.id, scheduled.id, published.id].sort());
    expect(await ids(`q=${stamp}&status=draft`)).toEqual([draft.id]);
    expect(await ids(`q=${stamp}&status=scheduled`)).toEqual([scheduled.id]);
    expect(await ids(`q=${stamp}&status=published`)).toEqual([published.id]);
    expect(await ids(`q=${stamp}&category=${categories[1].id}`)).toEqual([published.id]);
    expect(await ids(`q=brouillon%20${stamp}`)).toEqual([draft.id]);

    const row = (await list(`q=${stamp}&status=published`)).results[0];
    expect(row).toMatchObject({ title: `Publié ${stamp}`, status: 'published', category: { id: categories[1].id }, url: `/blog/${categories[1].slug}/${published.slug}` });
  });

  it('sorts by title and by publication date, and pages', async () => {
    const byTitle = await ids(`q=${stamp}&ordering=title`);
    expect(byTitle).toHaveLength(3);
    const titles = (await list(`q=${stamp}&ordering=title`)).results.map((row) => row.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    const newest = (await list(`q=${stamp}&ordering=-published_at`)).results[0];
    expect(newest.status).toBe('scheduled');
    const first = await list(`q=${stamp}&size=2`);
    expect(first.count).toBe(3);
    expect(first.results).toHaveLength(2);
    expect(await ids(`q=${stamp}&size=2&page=2`)).toHaveLength(1);
  });

  it('leaves the other editions’ posts out', async () => {
    const admin = (await editorWithToken(api, { editions: null })).auth;
    const res = await api.request(`/posts/editable/?language=nl-be&q=${stamp}`, { headers: admin });
    expect(((await res.json()) as { count: number }).count).toBe(0);
  });
});
