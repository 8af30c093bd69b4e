import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogCategories, blogPosts, categories, continents, locations, pages, stores, sublocations } from '@/server/db/schema';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;

interface Node {
  name: string;
  url: string;
  children: Node[];
}

/** Rows added next to the seeded demo content, all on nl-be except where said. */
async function addFixtures() {
  const db = api.db;
  await db.insert(stores).values([
    { edition: 'nl-be', name: 'zz Ánders', slug: 'zz-anders', websiteUrl: 'https://a.example' },
    { edition: 'nl-be', name: 'ZZ Berk', slug: 'zz-berk', websiteUrl: 'https://b.example' },
    { edition: 'fr-be', name: 'ZZ Seulement FR', slug: 'zz-seulement-fr', websiteUrl: 'https://f.example' },
  ]);
  const [beach] = await db.insert(categories).values({ edition: 'nl-be', name: 'ZZ Strand', slug: 'zz-strand' }).returning();
  const [coast] = await db.insert(categories).values({ edition: 'nl-be', name: 'ZZ Kust', slug: 'zz-kust', parentId: beach.id }).returning();
  await db.insert(categories).values({ edition: 'nl-be', name: 'ZZ Duinen', slug: 'zz-duinen', parentId: coast.id });
  await db.insert(categories).values({ edition: 'fr-be', name: 'ZZ Plage', slug: 'zz-plage' });

  const [europe] = await db.insert(continents).values({ edition: 'nl-be', name: 'ZZ Europa', slug: 'zz-europa' }).returning();
  const [belgium] = await db.insert(locations).values({ edition: 'nl-be', name: 'ZZ België', slug: 'zz-belgie', continentId: europe.id }).returning();
  const [flanders] = await db
    .insert(sublocations)
    .values({ edition: 'nl-be', name: 'ZZ Vlaanderen', slug: 'zz-vlaanderen', locationId: belgium.id, kind: 'region' })
    .returning();
  await db.insert(sublocations).values([
    { edition: 'nl-be', name: 'ZZ Brugge', slug: 'zz-brugge', locationId: belgium.id, parentId: flanders.id, kind: 'city' },
    { edition: 'nl-be', name: 'ZZ Gent', slug: 'zz-gent', locationId: belgium.id, kind: 'city' },
  ]);
  await db.insert(blogCategories).values({ edition: 'nl-be', name: 'ZZ Reistips', slug: 'zz-reistips' });

  await db
    .insert(pages)
    .values({ edition: 'nl-be', identifier: 'about_us_page', title: 'Over ons' })
    .onConflictDoUpdate({ target: [pages.edition, pages.identifier], set: { title: 'Over ons' } });
  await db
    .insert(pages)
    .values({ edition: 'fr-be', identifier: 'about_us_page', title: 'À propos' })
    .onConflictDoUpdate({ target: [pages.edition, pages.identifier], set: { title: 'À propos' } });
  await db.delete(pages).where(and(eq(pages.edition, 'fr-fr'), eq(pages.identifier, 'about_us_page')));
}

beforeAll(async () => {
  api = await createTestApi();
  await addFixtures();
});
afterAll(async () => api.handle.close());

const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const find = (nodes: Node[], url: string) => flatten(nodes).find((n) => n.url === url);

function expectSortedByName(list: { name?: string; title?: string }[], locale: string) {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const names = list.map((x) => x.name ?? x.title ?? '');
  expect(names).toEqual([...names].sort(collator.compare));
}

describe('/sitemap/get_html_sitemap_data/', () => {
  it('answers every section with Dutch segments on nl-be', async () => {
    const res = await api.get('/sitemap/get_html_sitemap_data/?language=nl-be');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['blog_categories', 'categories', 'destinations', 'pages', 'stores']);
    const body = res.body as { pages: { title: string; url: string }[]; stores: { name: string; url: string }[]; categories: Node[]; destinations: Node[]; blog_categories: { name: string; url: string }[] };

    expect(body.pages).toContainEqual({ title: 'Over ons', url: '/over-ons' });
    const pageUrls = body.pages.map((p) => p.url);
    for (const url of ['/vergelijken', '/bestemmingen', '/categorieen', '/categorieen/promoties', '/blog']) expect(pageUrls).toContain(url);
    expect(pageUrls).not.toContain('/a-propos');
    for (const page of body.pages) expect(Object.keys(page).sort()).toEqual(['title', 'url']);

    expect(find(body.categories, '/categorieen/zz-strand')?.name).toBe('ZZ Strand');
    expect(find(body.categories, '/categorieen/zz-strand/zz-kust')?.name).toBe('ZZ Kust');
    expect(find(body.categories, '/categorieen/zz-strand/zz-kust/zz-duinen')).toMatchObject({ name: 'ZZ Duinen', children: [] });
    expect(body.categories.find((n) => n.url === '/categorieen/zz-strand')?.children.map((n) => n.url)).toEqual(['/categorieen/zz-strand/zz-kust']);

    const belgium = body.destinations.find((n) => n.url === '/bestemmingen/zz-belgie');
    expect(belgium?.children.map((n) => n.url).sort()).toEqual(['/bestemmingen/zz-belgie/zz-gent', '/bestemmingen/zz-belgie/zz-vlaanderen']);
    expect(find(body.destinations, '/bestemmingen/zz-belgie/zz-vlaanderen')?.children).toEqual([
      { name: 'ZZ Brugge', url: '/bestemmingen/zz-belgie/zz-vlaanderen/zz-brugge', children: [] },
    ]);
    expect(body.blog_categories).toContainEqual({ name: 'ZZ Reistips', url: '/blog/zz-reistips', children: [] });
    expect(body.stores).toContainEqual({ name: 'zz Ánders', url: '/zz-anders' });
  });

  it('lists every store, category and destination of the edition once, and nothing of another edition', async () => {
    for (const edition of ['nl-be', 'fr-be'] as const) {
      const { body } = await api.get(`/sitemap/get_html_sitemap_data/?language=${edition}`);
      const storeRows = await api.db.select({ slug: stores.slug }).from(stores).where(eq(stores.edition, edition));
      expect(body.stores.map((s: { url: string }) => s.url).sort()).toEqual(storeRows.map((r) => `/${r.slug}`).sort());
      const [{ n: categoryCount }] = await api.db.select({ n: count() }).from(categories).where(eq(categories.edition, edition));
      expect(flatten(body.categories)).toHaveLength(categoryCount);
      const [{ n: countryCount }] = await api.db.select({ n: count() }).from(locations).where(eq(locations.edition, edition));
      const [{ n: subCount }] = await api.db.select({ n: count() }).from(sublocations).where(eq(sublocations.edition, edition));
      expect(body.destinations).toHaveLength(countryCount);
      expect(flatten(body.destinations)).toHaveLength(countryCount + subCount);
      const [{ n: blogCount }] = await api.db.select({ n: count() }).from(blogCategories).where(eq(blogCategories.edition, edition));
      expect(body.blog_categories).toHaveLength(blogCount);
    }
    const nl = (await api.get('/sitemap/get_html_sitemap_data/?language=nl-be')).body;
    expect(nl.stores.map((s: { url: string }) => s.url)).not.toContain('/zz-seulement-fr');
    expect(find(nl.categories, '/categorieen/zz-plage')).toBeUndefined();
  });

  it('sorts every list by name, whatever the case and accents', async () => {
    const { body } = await api.get('/sitemap/get_html_sitemap_data/?language=nl-be');
    expectSortedByName(body.pages, 'nl-BE');
    expectSortedByName(body.stores, 'nl-BE');
    expectSortedByName(body.blog_categories, 'nl-BE');
    for (const tree of [body.categories, body.destinations]) {
      expectSortedByName(tree, 'nl-BE');
      for (const node of flatten(tree)) expectSortedByName(node.children, 'nl-BE');
    }
    const names = body.stores.map((s: { name: string }) => s.name);
    // neither byte order nor lower() in the C collation would put these two in this order
    expect(names.indexOf('zz Ánders')).toBeLessThan(names.indexOf('ZZ Berk'));
  });

  it('lists each blog category with its published posts at their canonical paths', async () => {
    const { body } = await api.get('/sitemap/get_html_sitemap_data/?language=fr-be');
    const rows = await api.db
      .select({ slug: blogPosts.slug, category: blogCategories.slug, publishedAt: blogPosts.publishedAt })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(eq(blogPosts.edition, 'fr-be'));
    const published = rows.filter((r) => r.publishedAt <= new Date());
    expect(published.length).toBeGreaterThan(0);
    const postUrls = flatten(body.blog_categories)
      .filter((n) => n.url.split('/').length === 4)
      .map((n) => n.url)
      .sort();
    expect(postUrls).toEqual(published.map((r) => `/blog/${r.category}/${r.slug}`).sort());
    for (const category of body.blog_categories as Node[]) {
      for (const post of category.children) expect(post.url.startsWith(`${category.url}/`)).toBe(true);
    }
  });

  it('uses French segments on fr-be and leaves out pages an edition lacks', async () => {
    const fr = (await api.get('/sitemap/get_html_sitemap_data')).body;
    expect(fr.pages).toContainEqual({ title: 'À propos', url: '/a-propos' });
    expect(fr.pages.map((p: { url: string }) => p.url)).toEqual(expect.arrayContaining(['/comparateur', '/pays', '/categories']));
    expect(find(fr.categories, '/categories/zz-plage')?.name).toBe('ZZ Plage');
    const frFr = (await api.get('/sitemap/get_html_sitemap_data/?language=fr-fr')).body;
    expect(frFr.pages.map((p: { url: string }) => p.url)).not.toContain('/a-propos');
  });
});
