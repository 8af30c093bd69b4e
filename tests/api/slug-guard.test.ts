import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchSlug, oneSegment, resolveLandingPath, type ResolvedSlug, type SlugRoute, type SlugTable } from '@/lib/slug-dispatch';
import { createTestApi, type TestApi } from './harness';

/**
 * The route guard against the real `/slugs/` of the seeded demo content: the same pure decisions
 * the pages make (lib/slug-dispatch), with the resolver asking the in-process API as the pages' transport does.
 */

let api: TestApi;
const asked: string[] = [];

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => api.handle.close());

const resolverFor = (edition: string) => async (slug: string): Promise<ResolvedSlug | null> => {
  asked.push(slug);
  const { status, body } = await api.get(`/slugs/?slug=${encodeURIComponent(slug)}&language=${edition}`);
  if (status === 404 || status === 400) return null;
  expect(status).toBe(200);
  return body as ResolvedSlug;
};

interface Named extends SlugRoute {
  name: string;
}
const any: SlugRoute['accepts'] = (segments) => segments.length >= 1;
/** The app's table (app/[locale]/[...slug]/views.ts) by the shapes each kind accepts. */
const table: SlugTable<Named> = {
  location: { name: 'destination', accepts: any },
  sublocation: { name: 'destination', accepts: any },
  category: { name: 'category', accepts: any },
  subcategory: { name: 'category', accepts: any },
  store: { name: 'store', accepts: oneSegment },
  blog_post: { name: 'blog_post', accepts: oneSegment },
  blog_category: { name: 'blog_category', accepts: oneSegment },
};

const viewOf = async (segments: string[], edition = 'fr-be') => {
  const result = await dispatchSlug(segments, table, resolverFor(edition));
  return result.kind === 'view' ? `${result.route.name}:${result.entity}` : result.kind;
};

describe('free slugs of the demo content', () => {
  it('sends each kind to its view', async () => {
    const post = (await api.get('/posts/?size=1&language=fr-be')).body.results[0];
    const blogCategory = (await api.get('/blog_categories/?size=1&language=fr-be')).body.results[0];
    expect(await viewOf(['grece'])).toBe('destination:location');
    expect(await viewOf(['crete'])).toBe('destination:sublocation');
    expect(await viewOf(['sejours-voyages'])).toBe('category:category');
    expect(await viewOf(['hotels-de-luxe'])).toBe('category:subcategory');
    expect(await viewOf(['stayzo'])).toBe('store:store');
    expect(await viewOf([post.slug])).toBe('blog_post:blog_post');
    expect(await viewOf([blogCategory.slug])).toBe('blog_category:blog_category');
    expect(await viewOf(['griekenland'], 'nl-be')).toBe('destination:location');
  });

  it('reads the slug from the segments as the guard says, and answers 404 past four segments', async () => {
    expect(await viewOf(['grece', 'crete'])).toBe('destination:sublocation');
    expect(await viewOf(['hebergement', 'hotels', 'hotels-de-luxe'])).toBe('category:subcategory');
    asked.length = 0;
    expect(await viewOf(['a', 'b', 'grece', 'd', 'e'])).toBe('notFound');
    expect(await viewOf(['stayzo', 'extra'])).toBe('notFound');
    expect(await viewOf(['zz-nothing-by-this-name'])).toBe('notFound');
    // The slug of another edition names nothing here.
    expect(await viewOf(['griekenland'])).toBe('notFound');
    expect(asked).toContain('grece');
  });

  it('moves a slug in capitals to the lower-case one', async () => {
    expect(await dispatchSlug(['Grece'], table, resolverFor('fr-be'))).toEqual({ kind: 'redirect', location: '/grece' });
  });
});

describe('prefixed landing paths of the demo content', () => {
  it('finds countries, regions, cities and categories by their last slug, and nothing of another kind', async () => {
    const resolve = resolverFor('fr-be');
    const destinations = ['location', 'sublocation'] as const;
    const categories = ['category', 'subcategory'] as const;
    expect(await resolveLandingPath(['grece', 'crete', 'heraklion'], destinations, resolve)).toMatchObject({ kind: 'found', entity: 'sublocation', resolved: { slug: 'heraklion' } });
    expect(await resolveLandingPath(['hebergement', 'hotels'], categories, resolve)).toMatchObject({ kind: 'found', entity: 'subcategory' });
    expect(await resolveLandingPath(['stayzo'], destinations, resolve)).toEqual({ kind: 'notFound' });
    expect(await resolveLandingPath(['grece'], categories, resolve)).toEqual({ kind: 'notFound' });
    expect(await resolveLandingPath(['grece', 'crete', 'heraklion', 'x'], destinations, resolve)).toEqual({ kind: 'notFound' });
  });
});
