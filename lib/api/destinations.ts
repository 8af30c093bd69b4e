import { cache } from 'react';
import { emptyPage, readOr } from './read';
import type { Paginated } from './types/common';
import type { ContinentLocations, MenuSublocation } from './types/destinations';
import type { EditionId } from '@/lib/editions';
import { MENU_PLACES_SIZE } from '@/lib/list-sizes';


/** Continents (those with countries) and their countries, in the editors' order; empty when the read fails. */
export const continents = cache(async (edition: EditionId): Promise<ContinentLocations[]> => {
  const page = await readOr<Paginated<ContinentLocations>>(emptyPage, '/locations/by_continent/', edition);
  return page.results.filter((continent) => continent.locations.length > 0);
});

/** The regions and cities shown in the menu; each carries its page `url` on the edition. */
export const popularSublocations = cache(async (edition: EditionId): Promise<MenuSublocation[]> => {
  const page = await readOr<Paginated<MenuSublocation>>(emptyPage, '/sublocations/', edition, { in_menu: true, size: MENU_PLACES_SIZE });
  return page.results;
});
