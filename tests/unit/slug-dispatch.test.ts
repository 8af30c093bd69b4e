import { describe, expect, it } from 'vitest';
import { dispatchSlug, oneSegment, UnknownEntityKindError, resolveLandingPath, type ResolvedSlug, type SlugRoute, type SlugTable } from '@/lib/slug-dispatch';
import { known, resolverOf } from './fixtures';

/** A table entry as the app's views are, with a name to tell which one answered. */
interface NamedRoute extends SlugRoute {
  name: string;
}

const storeRoute: NamedRoute = { name: 'store', accepts: oneSegment };
const table: SlugTable<NamedRoute> = { store: storeRoute };


describe('dispatchSlug', () => {
  it('sends a store slug at the root to the store view', async () => {
    const { resolve, asked } = resolverOf(known);
    const result = await dispatchSlug(['aerolia'], table, resolve);
    expect(result).toEqual({ kind: 'view', route: storeRoute, entity: 'store', resolved: { entity: 'store', id: 7, slug: 'aerolia' } });
    expect(asked).toEqual(['aerolia']);
  });

  it('refuses anything below a store', async () => {
    const { resolve } = resolverOf(known);
    // The guard reads the last of two segments as the slug: /aerolia/extra asks for "extra" (unknown) …
    expect(await dispatchSlug(['aerolia', 'extra'], table, resolve)).toEqual({ kind: 'notFound' });
    // … and /anything/aerolia resolves to the store, which does not live below another segment.
    expect(await dispatchSlug(['anything', 'aerolia'], table, resolve)).toEqual({ kind: 'notFound' });
    expect(await dispatchSlug(['a', 'b', 'aerolia'], table, resolve)).toEqual({ kind: 'notFound' });
  });

  it('answers 404 for the kinds whose view is not built yet', async () => {
    const { resolve } = resolverOf(known);
    for (const slug of ['espagne', 'seville', 'plage', 'conseils', 'mon-article']) {
      expect(await dispatchSlug([slug], table, resolve), slug).toEqual({ kind: 'notFound' });
    }
  });

  it('dispatches a kind as soon as the table has an entry for it', async () => {
    const { resolve } = resolverOf(known);
    const location: NamedRoute = { name: 'location', accepts: oneSegment };
    const result = await dispatchSlug(['espagne'], { ...table, location }, resolve);
    expect(result).toMatchObject({ kind: 'view', entity: 'location', route: location });
  });

  it('answers 404 for an unknown slug, an empty path and encoded garbage', async () => {
    const { resolve } = resolverOf(known);
    expect(await dispatchSlug(['inconnu'], table, resolve)).toEqual({ kind: 'notFound' });
    expect(await dispatchSlug([], table, resolve)).toEqual({ kind: 'notFound' });
    expect(await dispatchSlug(['%E0%A4%A'], table, resolve)).toEqual({ kind: 'notFound' });
  });

  it('never resolves a reserved first segment', async () => {
    const { resolve, asked } = resolverOf({ ...known, blog: 'store', categorieen: 'store', pays: 'store' });
    for (const segments of [['blog'], ['categorieen'], ['pays', 'aerolia'], ['not-found'], ['api']]) {
      expect(await dispatchSlug(segments, table, resolve), segments.join('/')).toEqual({ kind: 'notFound' });
    }
    expect(asked).toEqual([]);
  });

  it('refuses more than four segments, except for a blog post', async () => {
    const { resolve } = resolverOf({ ...known, c: 'store', 'mon-article': 'blog_post' });
    const post: NamedRoute = { name: 'post', accepts: () => true };
    const deep = ['a', 'b', 'mon-article', 'd', 'e'];
    expect(await dispatchSlug(deep, { ...table, blog_post: post }, resolve)).toMatchObject({ kind: 'view', entity: 'blog_post' });
    const everything: SlugRoute = { accepts: () => true };
    expect(await dispatchSlug(['a', 'b', 'c', 'd', 'e'], { store: everything }, resolve)).toEqual({ kind: 'notFound' });
  });

  it('moves a slug written with capitals to its canonical path', async () => {
    const { resolve } = resolverOf(known);
    expect(await dispatchSlug(['Aerolia'], table, resolve)).toEqual({ kind: 'redirect', location: '/aerolia' });
  });

  it('throws on an entity kind no client knows, rather than rendering a wrong page', async () => {
    const { resolve } = resolverOf({ mystere: 'spaceship' });
    await expect(dispatchSlug(['mystere'], table, resolve)).rejects.toBeInstanceOf(UnknownEntityKindError);
  });
});

describe('resolveLandingPath (the route guard of /pays/… and /categories/…)', () => {
  // The landing routes' own resolver and slugs: exact case, no redirect.
  function resolverOf(known: Record<string, string>) {
    const asked: string[] = [];
    const resolve = async (slug: string): Promise<ResolvedSlug | null> => {
      asked.push(slug);
      return slug in known ? { entity: known[slug], id: 1, slug } : null;
    };
    return { resolve, asked };
  }
  const known = { grece: 'location', crete: 'sublocation', heraklion: 'sublocation', hotels: 'subcategory', stayzo: 'store', odd: 'planet' };
  const destinations = ['location', 'sublocation'] as const;

  it('resolves the last of up to three slugs', async () => {
    const { resolve, asked } = resolverOf(known);
    expect(await resolveLandingPath(['grece'], destinations, resolve)).toMatchObject({ kind: 'found', entity: 'location', segments: ['grece'] });
    expect(await resolveLandingPath(['grece', 'crete'], destinations, resolve)).toMatchObject({ kind: 'found', entity: 'sublocation' });
    expect(await resolveLandingPath(['grece', 'crete', 'heraklion'], destinations, resolve)).toMatchObject({
      kind: 'found',
      resolved: { slug: 'heraklion' },
      segments: ['grece', 'crete', 'heraklion'],
    });
    expect(asked).toEqual(['grece', 'crete', 'heraklion']);
  });

  it('answers 404 past three slugs (four segments with the prefix) without asking the resolver', async () => {
    const { resolve, asked } = resolverOf(known);
    expect(await resolveLandingPath(['grece', 'crete', 'heraklion', 'x'], destinations, resolve)).toEqual({ kind: 'notFound' });
    expect(await resolveLandingPath([], destinations, resolve)).toEqual({ kind: 'notFound' });
    expect(asked).toEqual([]);
  });

  it('answers 404 for an unknown slug, another kind, or a malformed segment', async () => {
    const { resolve } = resolverOf(known);
    expect(await resolveLandingPath(['nowhere'], destinations, resolve)).toEqual({ kind: 'notFound' });
    expect(await resolveLandingPath(['stayzo'], destinations, resolve)).toEqual({ kind: 'notFound' });
    expect(await resolveLandingPath(['hotels'], destinations, resolve)).toEqual({ kind: 'notFound' });
    expect(await resolveLandingPath(['%E0%A4%A'], destinations, resolve)).toEqual({ kind: 'notFound' });
    expect(await resolveLandingPath(['hotels'], ['category', 'subcategory'], resolve)).toMatchObject({ kind: 'found', entity: 'subcategory' });
  });

  it('throws on a kind nobody knows, rather than rendering a wrong page', async () => {
    const { resolve } = resolverOf(known);
    await expect(resolveLandingPath(['odd'], destinations, resolve)).rejects.toBeInstanceOf(UnknownEntityKindError);
  });
});

