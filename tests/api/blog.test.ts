import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogCategories, blogPosts, stores } from '@/server/db/schema';
import { createTestApi, type TestApi } from './harness';
import { SEO_OVERRIDE_FIELDS } from './seo-fields';
import { refusalsIn } from './refusal-words';

let api: TestApi;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/** Ids of the rows this file adds next to the seeded demo content (slugs prefixed `zz-` never clash with it). */
const fx = {
  storeA: 0,
  storeB: 0,
  storeNl: 0,
  voyages: 0,
  astuces: 0,
  voyagesNl: 0,
  reizen: 0,
  /** zz-voyages posts, oldest → newest (published only). */
  voyagePosts: [] as number[],
  futurePost: 0,
  nlPost: 0,
};

async function addFixtures() {
  const db = api.db;
  const [a, b, nl] = await db
    .insert(stores)
    .values([
      { edition: 'fr-be', name: 'ZZ Store A', slug: 'zz-store-a', websiteUrl: 'https://a.example' },
      { edition: 'fr-be', name: 'ZZ Store B', slug: 'zz-store-b', websiteUrl: 'https://b.example' },
      { edition: 'nl-be', name: 'ZZ Winkel', slug: 'zz-winkel', websiteUrl: 'https://nl.example' },
    ])
    .returning();
  Object.assign(fx, { storeA: a.id, storeB: b.id, storeNl: nl.id });

  const [voyages, astuces, voyagesNl, reizen] = await db
    .insert(blogCategories)
    .values([
      { edition: 'fr-be', name: 'ZZ Voyages', slug: 'zz-voyages', isFeatured: true, position: -10, seoTitle: 'SEO voyages', metaDescription: 'Meta voyages' },
      { edition: 'fr-be', name: 'ZZ Astuces', slug: 'zz-astuces', isFeatured: false, position: -9 },
      // Same slug in another edition: a different object.
      { edition: 'nl-be', name: 'ZZ Reizen (voyages)', slug: 'zz-voyages', isFeatured: true },
      { edition: 'nl-be', name: 'ZZ Reizen', slug: 'zz-reizen', isFeatured: true },
    ])
    .returning();
  Object.assign(fx, { voyages: voyages.id, astuces: astuces.id, voyagesNl: voyagesNl.id, reizen: reizen.id });
  // Nine featured categories on fr-fr prove the default page size of 8.
  await db.insert(blogCategories).values(
    Array.from({ length: 9 }, (_, i) => ({ edition: 'fr-fr', name: `ZZ Featured ${i}`, slug: `zz-featured-${i}`, isFeatured: true })),
  );

  const titles = ['Plage en Crète zzq', 'Été à Zürich zzq', 'Remise 100% soleil', 'Road trip Écosse', 'Ski en Savoie', 'Week-end à Rome'];
  const posts = await db
    .insert(blogPosts)
    .values(
      titles.map((title, i) => ({
        edition: 'fr-be',
        categoryId: voyages.id,
        title,
        slug: `zz-voyage-${i}`,
        excerpt: `Extrait ${i}`,
        content: `<p>Contenu ${i}</p>`,
        author: 'Zoé',
        readingMinutes: 4,
        isFeatured: i % 2 === 0,
        publishedAt: daysAgo(60 - i * 10),
        similarStoreIds: i === 5 ? [b.id, 999_999, nl.id, a.id] : [],
        seoTitle: `SEO ${i}`,
        metaDescription: `Meta ${i}`,
      })),
    )
    .returning();
  fx.voyagePosts = posts.map((p) => p.id);
  const [future, , nlPost] = await db
    .insert(blogPosts)
    .values([
      { edition: 'fr-be', categoryId: voyages.id, title: 'Programmé', slug: 'zz-futur', publishedAt: new Date(Date.now() + 86_400_000) },
      { edition: 'fr-be', categoryId: astuces.id, title: 'Astuce valise', slug: 'zz-astuce-valise', publishedAt: daysAgo(3) },
      { edition: 'nl-be', categoryId: reizen.id, title: 'Zomer in Zürich zzq', slug: 'zz-zomer', publishedAt: daysAgo(1) },
    ])
    .returning();
  Object.assign(fx, { futurePost: future.id, nlPost: nlPost.id });
}

beforeAll(async () => {
  api = await createTestApi();
  await addFixtures();
});
afterAll(async () => api.handle.close());

const published = (edition: string) => and(eq(blogPosts.edition, edition), lte(blogPosts.publishedAt, sql`now()`));
const cardKeys = ['author', 'category', 'excerpt', 'id', 'image', 'published_at', 'reading_minutes', 'slug', 'title', 'url'];
const keys = (o: object) => Object.keys(o).sort();

function expectNewestFirst(results: { published_at: string; id: number }[]) {
  for (let i = 1; i < results.length; i++) {
    const [prev, cur] = [results[i - 1], results[i]];
    expect(prev.published_at >= cur.published_at).toBe(true);
  }
}

describe('/blog_categories/', () => {
  it('lists the edition categories with their published post counts', async () => {
    const res = await api.get('/blog_categories/?size=100');
    expect(res.status).toBe(200);
    const [{ n }] = await api.db.select({ n: count() }).from(blogCategories).where(eq(blogCategories.edition, 'fr-be'));
    expect(res.body.count).toBe(n);
    expect(keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
    const voyages = res.body.results.find((r: { id: number }) => r.id === fx.voyages);
    expect(keys(voyages)).toEqual(['description', 'id', 'image', 'is_featured', 'name', 'posts_count', 'slug']);
    expect(voyages).toMatchObject({ slug: 'zz-voyages', is_featured: true, posts_count: 6 });
    expect(res.body.results.find((r: { id: number }) => r.id === fx.astuces).posts_count).toBe(1);
    expect(res.body.results.some((r: { id: number }) => r.id === fx.voyagesNl || r.id === fx.reizen)).toBe(false);
    // position orders the list: the fixtures sit at negative positions
    expect(res.body.results.slice(0, 2).map((r: { id: number }) => r.id)).toEqual([fx.voyages, fx.astuces]);
  });

  it('filters is_featured and pages featured ones 8 at a time', async () => {
    const featured = await api.get('/blog_categories/?language=fr-fr&is_featured=true');
    const [{ n }] = await api.db
      .select({ n: count() })
      .from(blogCategories)
      .where(and(eq(blogCategories.edition, 'fr-fr'), eq(blogCategories.isFeatured, true)));
    expect(featured.body.count).toBe(n);
    expect(featured.body.results).toHaveLength(8);
    expect(featured.body.next).toContain('page=2');
    expect(featured.body.results.every((r: { is_featured: boolean }) => r.is_featured)).toBe(true);
    const notFeatured = await api.get('/blog_categories/?is_featured=false&size=100');
    expect(notFeatured.body.results.every((r: { is_featured: boolean }) => !r.is_featured)).toBe(true);
    expect(notFeatured.body.results.map((r: { id: number }) => r.id)).toContain(fx.astuces);
    const all = await api.get('/blog_categories/?language=fr-fr');
    expect(all.body.results.length).toBe(Math.min(20, all.body.count));
  });

  it('answers the minified shape', async () => {
    const res = await api.get('/blog_categories?minified=true&size=100');
    expect(res.status).toBe(200);
    for (const r of res.body.results) expect(keys(r)).toEqual(['id', 'name', 'slug']);
  });

  it('refuses invalid input with 400', async () => {
    for (const query of ['page=0', 'size=abc', 'size=-1', 'size=101', 'is_featured=maybe']) {
      const res = await api.get(`/blog_categories/?${query}`);
      expect(res.status, query).toBe(400);
    }
    expect((await api.get('/blog_categories/?size=abc')).body).toHaveProperty('size');
    expect((await api.get('/blog_categories/?page=999')).status).toBe(404);
  });
});

describe('/blog_categories/get_featured_blog_categories/', () => {
  it('gives each featured category its 4 newest published posts', async () => {
    const res = await api.get('/blog_categories/get_featured_blog_categories/?size=100');
    expect(res.status).toBe(200);
    const featured = await api.db
      .select({ id: blogCategories.id })
      .from(blogCategories)
      .where(and(eq(blogCategories.edition, 'fr-be'), eq(blogCategories.isFeatured, true)));
    expect(res.body.results.map((r: { id: number }) => r.id).sort()).toEqual(featured.map((r) => r.id).sort());
    const voyages = res.body.results.find((r: { id: number }) => r.id === fx.voyages);
    expect(keys(voyages)).toEqual(['description', 'id', 'image', 'name', 'posts', 'slug']);
    expect(voyages.posts.map((p: { id: number }) => p.id)).toEqual(fx.voyagePosts.slice(-4).reverse());
    expect(keys(voyages.posts[0])).toEqual(cardKeys);
    expect(voyages.posts[0].category).toEqual({ id: fx.voyages, name: 'ZZ Voyages', slug: 'zz-voyages' });
    for (const category of res.body.results) {
      expect(category.posts.length).toBeLessThanOrEqual(4);
      expectNewestFirst(category.posts);
      for (const post of category.posts) expect(post.category.id).toBe(category.id);
    }
  });

  it('pages 8 by default', async () => {
    const res = await api.get('/blog_categories/get_featured_blog_categories/?language=fr-fr');
    expect(res.body.results).toHaveLength(8);
    expect(res.body.count).toBeGreaterThanOrEqual(9);
    expect((await api.get('/blog_categories/get_featured_blog_categories/?page=0')).status).toBe(400);
  });
});

describe('/blog_categories/{id}/', () => {
  it('finds a category by slug or id', async () => {
    const bySlug = await api.get('/blog_categories/zz-voyages/');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toEqual({
      id: fx.voyages,
      name: 'ZZ Voyages',
      slug: 'zz-voyages',
      description: '',
      image: null,
      seo_title: 'SEO voyages',
      meta_description: 'Meta voyages',
      robots_noindex: false,
      robots_nofollow: false,
      canonical_url: null,
      og_image: null,
      posts_count: 6,
    });
    expect((await api.get(`/blog_categories/${fx.voyages}`)).body).toEqual(bySlug.body);
  });

  it('keeps editions apart', async () => {
    expect((await api.get('/blog_categories/zz-voyages/?language=nl-be')).body.id).toBe(fx.voyagesNl);
    expect((await api.get('/blog_categories/zz-reizen/')).status).toBe(404);
    expect((await api.get(`/blog_categories/${fx.reizen}/`)).status).toBe(404);
    expect((await api.get('/blog_categories/no-such-category/')).status).toBe(404);
    expect((await api.get('/blog_categories/Not%20A%20Slug/')).body).toEqual({ detail: refusalsIn().notFound });
  });

  it('lists its published posts newest first', async () => {
    const res = await api.get('/blog_categories/zz-voyages/posts/');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(6);
    expect(res.body.results.map((p: { id: number }) => p.id)).toEqual([...fx.voyagePosts].reverse());
    expect(res.body.results[0].url).toBe('/blog/zz-voyages/zz-voyage-5');
    const page2 = await api.get('/blog_categories/zz-voyages/posts/?size=4&page=2');
    expect(page2.body.results.map((p: { id: number }) => p.id)).toEqual([fx.voyagePosts[1], fx.voyagePosts[0]]);
    expect(page2.body.previous).not.toBeNull();
    expect(page2.body.next).toBeNull();
    expect((await api.get('/blog_categories/zz-voyages/posts/?page=0')).status).toBe(400);
    expect((await api.get('/blog_categories/zz-voyages/posts/?size=abc')).status).toBe(400);
    expect((await api.get('/blog_categories/zz-reizen/posts/')).status).toBe(404);
  });
});

describe('/posts/', () => {
  it('lists published posts of the edition newest first, 18 a page', async () => {
    const res = await api.get('/posts/');
    expect(res.status).toBe(200);
    const [{ n }] = await api.db.select({ n: count() }).from(blogPosts).where(published('fr-be'));
    expect(res.body.count).toBe(n);
    expect(res.body.results.length).toBe(Math.min(18, n));
    expect(keys(res.body.results[0])).toEqual(cardKeys);
    expectNewestFirst(res.body.results);
    const newest = await api.db.select({ id: blogPosts.id }).from(blogPosts).where(published('fr-be')).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).limit(18);
    expect(res.body.results.map((p: { id: number }) => p.id)).toEqual(newest.map((r) => r.id));
    const all = await api.get('/posts/?size=100');
    const ids = all.body.results.map((p: { id: number }) => p.id);
    expect(ids).not.toContain(fx.futurePost);
    expect(ids).not.toContain(fx.nlPost);
  });

  it('filters by category (slug or id), is_featured, exclude', async () => {
    const bySlug = await api.get('/posts/?category=zz-voyages&size=100');
    expect(bySlug.body.results.map((p: { id: number }) => p.id)).toEqual([...fx.voyagePosts].reverse());
    const byId = await api.get(`/posts/?category=${fx.voyages}&size=100`);
    expect(byId.body.results).toEqual(bySlug.body.results);
    const featured = await api.get('/posts/?category=zz-voyages&is_featured=true');
    expect(featured.body.results.map((p: { id: number }) => p.id)).toEqual([fx.voyagePosts[4], fx.voyagePosts[2], fx.voyagePosts[0]]);
    const excluded = await api.get(`/posts/?category=zz-voyages&exclude=${fx.voyagePosts[5]}`);
    expect(excluded.body.count).toBe(5);
    expect(excluded.body.results.map((p: { id: number }) => p.id)).not.toContain(fx.voyagePosts[5]);
    const unknown = await api.get('/posts/?category=zz-reizen');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toHaveProperty('category');
  });

  it('searches titles without regard to accents or case, taking % and _ literally', async () => {
    // `zzq` marks the fixtures, so seeded posts about the same places cannot interfere
    const res = await api.get('/posts/?search=ETE%20A%20ZURICH%20ZZQ');
    expect(res.body.results.map((p: { title: string }) => p.title)).toEqual(['Été à Zürich zzq']);
    const crete = await api.get('/posts/?search=crete%20zzq');
    expect(crete.body.results.map((p: { id: number }) => p.id)).toEqual([fx.voyagePosts[0]]);
    const percent = await api.get('/posts/?search=%25');
    expect(percent.body.results.map((p: { title: string }) => p.title)).toEqual(
      (await api.db.select({ title: blogPosts.title }).from(blogPosts).where(and(published('fr-be'), sql`${blogPosts.title} like '%\\%%'`)))
        .map((r) => r.title),
    );
    expect(percent.body.results.some((p: { title: string }) => p.title === 'Remise 100% soleil')).toBe(true);
    expect(percent.body.results.every((p: { title: string }) => p.title.includes('%'))).toBe(true);
    expect((await api.get('/posts/?search=a%00')).status).toBe(200);
    const underscore = await api.get('/posts/?search=_');
    expect(underscore.body.results.every((p: { title: string }) => p.title.includes('_'))).toBe(true);
    // the Dutch post matches on its own edition only
    expect((await api.get('/posts/?search=zurich%20zzq&language=nl-be')).body.results.map((p: { id: number }) => p.id)).toEqual([fx.nlPost]);
    expect((await api.get('/posts/?search=zurich%20zzq')).body.results.map((p: { id: number }) => p.id)).toEqual([fx.voyagePosts[1]]);
  });

  it('answers minified posts and refuses bad input', async () => {
    const res = await api.get('/posts/?minified=true&category=zz-astuces');
    expect(res.body.results).toEqual([{ id: expect.any(Number), title: 'Astuce valise', slug: 'zz-astuce-valise' }]);
    for (const query of ['page=0', 'size=abc', 'size=0', 'size=101', 'exclude=abc', 'exclude=2147483648', 'is_featured=2x', 'category=Not%20a%20slug']) {
      expect((await api.get(`/posts/?${query}`)).status, query).toBe(400);
    }
  });
});

describe('/posts/random_posts_by_category/', () => {
  it('returns up to size posts of the category, without the excluded one', async () => {
    const res = await api.get(`/posts/random_posts_by_category/?category=zz-voyages&exclude=${fx.voyagePosts[0]}&size=3`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(res.body.next).toBeNull();
    expect(res.body.results).toHaveLength(3);
    for (const post of res.body.results) {
      expect(post.category.slug).toBe('zz-voyages');
      expect(post.id).not.toBe(fx.voyagePosts[0]);
      expect(keys(post)).toEqual(cardKeys);
    }
    const all = await api.get(`/posts/random_posts_by_category/?category=${fx.voyages}`);
    expect(all.body.results.map((p: { id: number }) => p.id).sort()).toEqual([...fx.voyagePosts].sort());
  });

  it('requires a known category and a bounded size', async () => {
    const missing = await api.get('/posts/random_posts_by_category/');
    expect(missing.status).toBe(400);
    expect(missing.body).toHaveProperty('category');
    expect((await api.get('/posts/random_posts_by_category/?category=zz-reizen')).status).toBe(400);
    expect((await api.get('/posts/random_posts_by_category/?category=zz-voyages&size=21')).status).toBe(400);
    expect((await api.get('/posts/random_posts_by_category/?category=zz-voyages&size=x')).status).toBe(400);
  });
});

describe('/posts/{id}/', () => {
  it('answers the full post with similar stores and neighbours in its category', async () => {
    const res = await api.get('/posts/zz-voyage-5/');
    expect(res.status).toBe(200);
    expect(keys(res.body)).toEqual(
      [...cardKeys, 'content', 'meta_description', 'next_post', 'previous_post', 'seo_title', 'similar_stores', ...SEO_OVERRIDE_FIELDS].sort(),
    );
    expect(res.body).toMatchObject({
      id: fx.voyagePosts[5],
      title: 'Week-end à Rome',
      content: '<p>Contenu 5</p>',
      seo_title: 'SEO 5',
      meta_description: 'Meta 5',
      reading_minutes: 4,
      url: '/blog/zz-voyages/zz-voyage-5',
      category: { id: fx.voyages, name: 'ZZ Voyages', slug: 'zz-voyages' },
      // the scheduled post is not a "next" one yet
      next_post: null,
      previous_post: { title: 'Ski en Savoie', slug: 'zz-voyage-4', url: '/blog/zz-voyages/zz-voyage-4' },
    });
    // editor order kept; unknown and other-edition stores dropped
    expect(res.body.similar_stores.map((s: { id: number }) => s.id)).toEqual([fx.storeB, fx.storeA]);
    expect(keys(res.body.similar_stores[0])).toEqual(['icon', 'id', 'name', 'rating', 'slug', 'votes', 'website_url']);
    expect(new Date(res.body.published_at).toISOString()).toBe(res.body.published_at);
  });

  it('links the oldest post to the next one only, and works by id', async () => {
    const res = await api.get(`/posts/${fx.voyagePosts[0]}`);
    expect(res.body.slug).toBe('zz-voyage-0');
    expect(res.body.previous_post).toBeNull();
    expect(res.body.next_post.slug).toBe('zz-voyage-1');
    expect(res.body.similar_stores).toEqual([]);
    const middle = await api.get('/posts/zz-voyage-2/');
    expect([middle.body.previous_post.slug, middle.body.next_post.slug]).toEqual(['zz-voyage-1', 'zz-voyage-3']);
  });

  it('answers 404 for unknown, scheduled and other-edition posts', async () => {
    for (const path of ['/posts/zz-nope/', '/posts/zz-futur/', '/posts/zz-zomer/', `/posts/${fx.nlPost}/`, '/posts/UPPER/', '/posts/%25/', '/posts/%ZZ/']) {
      expect((await api.get(path)).status, path).toBe(404);
    }
    expect((await api.get('/posts/zz-zomer/?language=nl-be')).body.id).toBe(fx.nlPost);
  });

  it('lists similar stores in the editor order', async () => {
    const res = await api.get('/posts/zz-voyage-5/similar_stores/');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 2, next: null, previous: null });
    expect(res.body.results.map((s: { slug: string }) => s.slug)).toEqual(['zz-store-b', 'zz-store-a']);
    const page2 = await api.get('/posts/zz-voyage-5/similar_stores/?size=1&page=2');
    expect(page2.body.results.map((s: { slug: string }) => s.slug)).toEqual(['zz-store-a']);
    expect((await api.get('/posts/zz-zomer/similar_stores/')).status).toBe(404);
    expect((await api.get('/posts/zz-voyage-5/similar_stores/?page=abc')).status).toBe(400);
  });
});
