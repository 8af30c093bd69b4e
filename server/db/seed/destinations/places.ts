/** The seeded destinations of one edition, looked up by the stable keys of the world data (for links and texts). */
import { editions, type EditionId } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import type { DestinationsSeed } from '../types';
import { dutchIn, dutchTo, frenchCityIn } from './prepositions';
import { countries, type CountryDef, type Theme } from './world';

export interface SeededPlace {
  key: string;
  id: number;
  kind: 'location' | 'region' | 'city';
  name: string;
  path: string;
  /** "aux Canaries" / "op de Canarische Eilanden". */
  inPhrase: string;
  /** Dutch "naar …"; French repeats `inPhrase` ("partir aux Canaries"). */
  toPhrase: string;
  theme: Theme;
  country: CountryDef;
  /** Regions and direct cities of a country, cities of a region. */
  children: SeededPlace[];
  /** The comparator filter of the place: `country=3`. */
  filter: string;
  /** Across the sea from a country reached by road (Corsica). */
  overseas?: boolean;
}

/** Places keyed `espagne`, `espagne/iles-canaries`, `espagne/tenerife` (keys of the French names). */
export function seededPlaces(edition: EditionId, destinations: DestinationsSeed): Map<string, SeededPlace> {
  const lang = editions[edition].language;
  const result = new Map<string, SeededPlace>();
  const locationsByName = new Map(destinations.locations[edition].map((l) => [l.name, l]));
  const subs = destinations.sublocations[edition];
  const phrases = (name: string, frIn: string) => ({
    inPhrase: lang === 'fr' ? frIn : dutchIn(name),
    toPhrase: lang === 'fr' ? frIn : dutchTo(name),
  });
  for (const country of countries) {
    const location = locationsByName.get(country.names[lang]);
    if (!location) continue;
    const countryPlace: SeededPlace = {
      key: country.key, id: location.id, kind: 'location', name: location.name, path: entityPath(edition, 'location', [location.slug]),
      ...phrases(location.name, country.frIn), theme: country.theme, country, children: [], filter: `country=${location.id}`,
    };
    result.set(country.key, countryPlace);
    const mine = subs.filter((s) => s.locationId === location.id);
    const find = (name: string, parentId: number | null) => mine.find((s) => s.name === name && s.parentId === parentId);
    const addCity = (def: { key: string; names: { fr: string; nl: string }; theme: Theme }, parent: SeededPlace, parentSlugs: string[], parentId: number | null) => {
      const overseas = parent.overseas;
      const sub = find(def.names[lang], parentId);
      if (!sub) return;
      const place: SeededPlace = {
        key: `${country.key}/${def.key}`, id: sub.id, kind: 'city', name: sub.name, path: entityPath(edition, 'sublocation', [...parentSlugs, sub.slug]),
        ...phrases(sub.name, frenchCityIn(def.names.fr)), theme: def.theme, country, children: [], filter: `city=${sub.id}`, overseas,
      };
      parent.children.push(place);
      result.set(place.key, place);
    };
    for (const region of country.regions) {
      const sub = find(region.names[lang], null);
      if (!sub) continue;
      const place: SeededPlace = {
        key: `${country.key}/${region.key}`, id: sub.id, kind: 'region', name: sub.name, path: entityPath(edition, 'sublocation', [location.slug, sub.slug]),
        ...phrases(sub.name, region.frIn), theme: region.theme, country, children: [], filter: `region=${sub.id}`, overseas: region.overseas,
      };
      countryPlace.children.push(place);
      result.set(place.key, place);
      for (const c of region.cities) addCity(c, place, [location.slug, sub.slug], sub.id);
    }
    for (const c of country.cities) addCity(c, countryPlace, [location.slug], null);
  }
  return result;
}
