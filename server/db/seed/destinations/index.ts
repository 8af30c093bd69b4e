import { editionIds } from '@/lib/editions';
import { continents, locations, sublocations } from '../../schema/destinations';
import { bulkInsert } from '../bulk';
import type { SeedContext } from '../context';
import type { CatalogueSeed, DestinationsSeed } from '../types';
import { buildDestinations } from './build';

/** Continents, countries, regions and cities, with the texts of their landing pages. */
export async function seedDestinations(ctx: SeedContext, deps: { catalogue: CatalogueSeed }): Promise<DestinationsSeed> {
  const random = ctx.random.fork('destinations');
  const seed: DestinationsSeed = { locations: { 'fr-be': [], 'nl-be': [], 'fr-fr': [] }, sublocations: { 'fr-be': [], 'nl-be': [], 'fr-fr': [] } };
  const built = editionIds.map((edition) => {
    const rows = buildDestinations(ctx, random.fork(edition), edition, deps.catalogue);
    seed.locations[edition] = rows.seed.locations;
    seed.sublocations[edition] = rows.seed.sublocations;
    return rows;
  });
  await bulkInsert(ctx.db, continents, built.flatMap((rows) => rows.continents));
  await bulkInsert(ctx.db, locations, built.flatMap((rows) => rows.locations));
  // Regions come before their cities in every edition's list, so parents exist when children arrive.
  await bulkInsert(ctx.db, sublocations, built.flatMap((rows) => rows.sublocations.filter((s) => s.kind === 'region')));
  await bulkInsert(ctx.db, sublocations, built.flatMap((rows) => rows.sublocations.filter((s) => s.kind === 'city')));
  return seed;
}
