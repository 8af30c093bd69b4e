import { MENU_PLACES_SIZE } from '@/lib/list-sizes';
import { z } from './zod';
import { sublocationKinds } from '@/lib/sublocation-kinds';
import { boolParam, choiceParam, pageParams, pageQuery, refParam } from './params';

/** Navigation shows up to 20 countries, sublocations or continents; the top countries are 10. */
const TOP_COUNTRIES_SIZE = 10;

/** Continents with their countries (`/destinations/`, `/locations/by_continent`), optionally only the menu's. */
export const continentsQuery = z.object({ ...pageParams(MENU_PLACES_SIZE), in_menu: boolParam().optional() });

/** `GET /locations/`: countries, optionally only the menu's or one continent's. */
export const countriesQuery = continentsQuery.extend({ continent: refParam().optional() });

export const topCountriesQuery = pageQuery(TOP_COUNTRIES_SIZE);
export const countriesSliderQuery = pageQuery(MENU_PLACES_SIZE);

/** `GET /sublocations/`: regions and cities, by country, parent region, kind, menu. */
export const sublocationsQuery = z.object({
  ...pageParams(MENU_PLACES_SIZE),
  in_menu: boolParam().optional(),
  location: refParam().optional(),
  parent: refParam().optional(),
  kind: choiceParam(sublocationKinds).optional(),
});
