import { entityKinds, isTooDeep, reservedFirstSegments, slugAndParent, type EntityKind } from './routing';

/**
 * The free-slug route as a pure decision: which view of a table answers a path, given a resolver
 * of slugs (`/slugs/`). The table is the only thing a new kind of page adds to; everything else here is the
 * guard every kind shares.
 */

/** What `/slugs/` answers for a slug. `entity` stays a string: another backend may answer a kind we do not know. */
export interface ResolvedSlug {
  entity: string;
  id: number;
  slug: string;
}

/** One entry of the dispatch table: which path shapes the kind lives at, and whatever renders it. */
export interface SlugRoute {
  /** Whether the path's segments are a page of this kind (e.g. a store lives at one segment, nothing below it). */
  accepts(segments: readonly string[], resolved: ResolvedSlug): boolean;
}

export type SlugTable<R extends SlugRoute> = Partial<Record<EntityKind, R>>;

export type SlugDispatch<R extends SlugRoute> =
  | { kind: 'view'; route: R; entity: EntityKind; resolved: ResolvedSlug }
  | { kind: 'redirect'; location: string }
  | { kind: 'notFound' };

/** The shape of a root page: one segment, nothing below it (`/{store}` but not `/{store}/anything`). */
export const oneSegment = (segments: readonly string[]): boolean => segments.length === 1;

/** An entity kind the client does not know at all is an error, not a missing page. */
export class UnknownEntityKindError extends Error {
  constructor(public readonly entity: string) {
    super(`The slug resolver answered an unknown entity kind: ${entity}`);
    this.name = 'UnknownEntityKindError';
  }
}

const isEntityKind = (value: string): value is EntityKind => (entityKinds as readonly string[]).includes(value);

/**
 * The path's segments decoded, or null when there are none, or one is empty or not valid percent-encoding:
 * such a path names no page.
 */
export function decodeSegments(rawSegments: readonly string[]): string[] | null {
  if (rawSegments.length === 0) return null;
  const out: string[] = [];
  for (const segment of rawSegments) {
    try {
      const value = decodeURIComponent(segment);
      if (value === '') return null;
      out.push(value);
    } catch {
      return null;
    }
  }
  return out;
}

/**
 * Decides what a path no other route claims is. `resolve` answers null for a slug naming nothing. A kind
 * missing from the table (not built yet) is a 404, like a path shape the kind does not accept; a path that
 * differs from the entity's canonical one only by letter case answers a redirect to it.
 */
export async function dispatchSlug<R extends SlugRoute>(
  rawSegments: readonly string[],
  table: SlugTable<R>,
  resolve: (slug: string) => Promise<ResolvedSlug | null>,
): Promise<SlugDispatch<R>> {
  const clean = decodeSegments(rawSegments);
  if (!clean) return { kind: 'notFound' };
  // The folders of the static routes own these; what reaches the catch-all under them matched none of their routes.
  if (reservedFirstSegments.has(clean[0].toLowerCase())) return { kind: 'notFound' };
  const { slug } = slugAndParent(clean);
  if (!slug) return { kind: 'notFound' };
  const resolved = await resolve(slug);
  if (!resolved) return { kind: 'notFound' };
  if (!isEntityKind(resolved.entity)) throw new UnknownEntityKindError(resolved.entity);
  const entity = resolved.entity;
  if (isTooDeep(clean, entity)) return { kind: 'notFound' };
  const route = table[entity];
  if (!route || !route.accepts(clean, resolved)) return { kind: 'notFound' };
  // The API folds case; one URL per page, so `/Aerolia` moves to `/aerolia` (a free slug stays a free slug).
  // Deeper paths are their view's business (it knows the parents).
  if (slug !== resolved.slug && clean.length === 1) {
    return { kind: 'redirect', location: `/${encodeURIComponent(resolved.slug)}` };
  }
  return { kind: 'view', route, entity, resolved };
}

/** `/categories/{one}[/{two}[/{three}]]` and `/pays/…`: the prefix counts as one of the four segments. */
const MAX_LANDING_SLUGS = 3;

export type LandingTarget = { kind: 'found'; entity: EntityKind; resolved: ResolvedSlug; segments: string[] } | { kind: 'notFound' };

/**
 * The page a prefixed landing path (`/pays/grece/crete`) names, by the route guard: the slug is
 * read from the segments (slugAndParent), resolved, and must be one of `kinds`. The caller then compares the
 * path with the entity's own chain (the parents) once it has read the entity.
 */
export async function resolveLandingPath(
  rawSegments: readonly string[],
  kinds: readonly EntityKind[],
  resolve: (slug: string) => Promise<ResolvedSlug | null>,
): Promise<LandingTarget> {
  const clean = decodeSegments(rawSegments);
  if (!clean || clean.length > MAX_LANDING_SLUGS) return { kind: 'notFound' };
  const { slug } = slugAndParent(clean);
  const resolved = await resolve(slug);
  if (!resolved) return { kind: 'notFound' };
  if (!isEntityKind(resolved.entity)) throw new UnknownEntityKindError(resolved.entity);
  if (!kinds.includes(resolved.entity)) return { kind: 'notFound' };
  return { kind: 'found', entity: resolved.entity, resolved, segments: clean };
}
