import { editionIds, type EditionId } from '@/lib/editions';
import { IdAllocator } from '@/server/db/seed/bulk';
import { RESERVED_SLUGS } from '@/server/db/seed/context';
import { buildBlog } from '@/server/db/seed/blog/build';
import { buildDestinations, type BuildContext } from '@/server/db/seed/destinations/build';
import { buildFeed } from '@/server/db/seed/properties/build';
import { Random } from '@/server/db/seed/random';
import { buildSite } from '@/server/db/seed/site/build';
import { SlugRegistry } from '@/server/db/seed/slugs';
import type { CatalogueSeed, DestinationsSeed } from '@/server/db/seed/types';

// The content the seeder builds, shared by the seed tests; each test file builds it once, on import.
export const NOW = new Date('2026-03-10T09:00:00Z');
export const DAY = 86_400_000;

const emptyCatalogue = (): CatalogueSeed => ({
  stores: { 'fr-be': [], 'nl-be': [], 'fr-fr': [] },
  categories: { 'fr-be': [], 'nl-be': [], 'fr-fr': [] },
});

/** A small catalogue like the catalogue helper hands over: its slugs are claimed before ours. */
function sampleCatalogue(slugs: SlugRegistry): CatalogueSeed {
  const catalogue = emptyCatalogue();
  let id = 1;
  for (const edition of editionIds) {
    catalogue.stores[edition] = ['Soléo Voyages', 'Horizon Bleu', 'Stayzo', 'Aérolia', 'Casa Sol', 'Globassur'].map((name) => ({ id: id++, name, slug: slugs.claim(edition, name) }));
    catalogue.categories[edition] = ['Ski', 'City trips', 'Camping', 'Séjours all inclusive', 'Croisières'].map((name) => ({ id: id++, name, slug: slugs.claim(edition, name), parentId: null }));
  }
  return catalogue;
}

/** Everything the seeder builds, in its order, without a database. */
export function buildAll(options: { scale?: number; withCatalogue?: boolean } = {}) {
  const ctx: BuildContext = { now: NOW, scale: options.scale ?? 1, ids: new IdAllocator(), slugs: new SlugRegistry() };
  for (const edition of editionIds) ctx.slugs.reserve(edition, RESERVED_SLUGS);
  const catalogue = options.withCatalogue ? sampleCatalogue(ctx.slugs) : emptyCatalogue();
  const random = new Random(42);
  const destinations: DestinationsSeed = { locations: { 'fr-be': [], 'nl-be': [], 'fr-fr': [] }, sublocations: { 'fr-be': [], 'nl-be': [], 'fr-fr': [] } };
  const destinationRows = Object.fromEntries(
    editionIds.map((edition) => {
      const rows = buildDestinations(ctx, random.fork(`d-${edition}`), edition, catalogue);
      destinations.locations[edition] = rows.seed.locations;
      destinations.sublocations[edition] = rows.seed.sublocations;
      return [edition, rows];
    }),
  ) as Record<EditionId, ReturnType<typeof buildDestinations>>;
  const blogs = Object.fromEntries(editionIds.map((e) => [e, buildBlog(ctx, random.fork(`b-${e}`), e, catalogue, destinations)])) as Record<EditionId, ReturnType<typeof buildBlog>>;
  const feeds = Object.fromEntries(editionIds.map((e) => [e, buildFeed(ctx, random.fork(`p-${e}`), e, destinations)])) as Record<EditionId, ReturnType<typeof buildFeed>>;
  const sites = Object.fromEntries(editionIds.map((e) => [e, buildSite(ctx, e, catalogue, destinations)])) as Record<EditionId, ReturnType<typeof buildSite>>;
  return { ctx, catalogue, destinations, destinationRows, blogs, feeds, sites };
}

export const plain = (html: string) => html.replace(/<[^>]+>/g, ' ');

/** Words that only French uses: none may appear in a Dutch text. */
export const FRENCH_MARKERS = /\b(vous|votre|nous|avec|pour|dans|sont|très|être|aussi|chez|partir)\b/i;
/** Words that only Dutch uses: none may appear in a French text. */
export const DUTCH_MARKERS = /\b(het|een|wij|niet|naar|zijn|jouw|reizen)\b/i;

export const all = buildAll({ withCatalogue: true });
export const bare = buildAll();
