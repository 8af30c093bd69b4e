import type { SeedContext } from '../context';
import type { CatalogueSeed, DestinationsSeed } from '../types';

/** Continents, countries, regions and cities. */
export async function seedDestinations(ctx: SeedContext, deps: { catalogue: CatalogueSeed }): Promise<DestinationsSeed> {
  void ctx;
  void deps;
  return { locations: { 'fr-be': [], 'nl-be': [], 'fr-fr': [] }, sublocations: { 'fr-be': [], 'nl-be': [], 'fr-fr': [] } };
}
