/** Rows of continents, locations and sublocations for one edition, built without touching the database. */
import { editions, type EditionId } from '@/lib/editions';
import { continents as continentTable, locations, sublocations } from '../../schema/destinations';
import type { SeedContext } from '../context';
import type { Random } from '../random';
import type { CatalogueSeed, DestinationsSeed } from '../types';
import { landingCopy, variantOf } from './copy';
import { dutchIn, dutchTo, frenchCityIn } from './prepositions';
import { continents, countries, type CountryDef, marketOf, menuSublocations, popularity, type Theme } from './world';

export type BuildContext = Pick<SeedContext, 'now' | 'scale' | 'ids' | 'slugs'>;
type Location = typeof locations.$inferInsert;
type Sublocation = typeof sublocations.$inferInsert;
type Continent = typeof continentTable.$inferInsert;

export interface DestinationRows {
  continents: Continent[];
  locations: Location[];
  sublocations: Sublocation[];
  seed: { locations: DestinationsSeed['locations'][EditionId]; sublocations: DestinationsSeed['sublocations'][EditionId] };
}

/** Catalogue categories a destination page links to, by the words their slugs contain. */
const categoryHints: Record<Theme, string[]> = {
  beach: ['plage', 'soleil', 'balneaire', 'strand', 'zon', 'mer', 'zee'],
  city: ['city', 'stedentrip', 'ville', 'week-end', 'weekend'],
  mountain: ['ski', 'montagne', 'wintersport', 'berg', 'neige', 'sneeuw'],
  nature: ['nature', 'natuur', 'camping', 'randonnee', 'wandel', 'gite', 'vakantiepark'],
  island: ['ile', 'eiland', 'plage', 'strand', 'croisiere', 'cruise'],
  desert: ['circuit', 'rondreis', 'aventure', 'avontuur', 'sejour', 'reis'],
  tropical: ['lointain', 'verre', 'exotique', 'tout-compris', 'all-inclusive', 'sejour', 'reis'],
};

const sliderDreams = new Set(['thailande', 'ile-maurice']);

const countryBanner = (country: CountryDef) => `/images/destinations/${country.key}.svg`;
const themeBanner = (theme: Theme, key: string) => `/images/destinations/${theme}-${variantOf(key, 3) + 1}.svg`;

function relatedCategory(random: Random, categories: CatalogueSeed['categories'][EditionId], theme: Theme): number | null {
  if (categories.length === 0) return null;
  const hints = categoryHints[theme];
  const matching = categories.filter((c) => hints.some((hint) => c.slug.includes(hint)));
  return random.pick(matching.length ? matching : categories).id;
}

export function buildDestinations(ctx: BuildContext, random: Random, edition: EditionId, catalogue: CatalogueSeed): DestinationRows {
  const lang = editions[edition].language;
  const market = marketOf(edition);
  const stores = catalogue.stores[edition];
  const categories = catalogue.categories[edition];
  const bannerStores = () => (stores.length ? random.sample(stores, 3).map((s) => s.id) : []);
  const rows: DestinationRows = { continents: [], locations: [], sublocations: [], seed: { locations: [], sublocations: [] } };

  const continentIds = new Map<string, number>();
  continents.forEach((continent, position) => {
    const id = ctx.ids.take(continentTable);
    continentIds.set(continent.key, id);
    const name = continent.names[lang];
    rows.continents.push({ id, edition, name, slug: ctx.slugs.claim(edition, name), position });
  });

  const ranking = popularity[market];
  const menuSubs = new Set(menuSublocations[market]);
  const ordered = [...countries].sort((a, b) => rank(ranking, a.key) - rank(ranking, b.key));

  ordered.forEach((country, position) => {
    const id = ctx.ids.take(locations);
    const name = country.names[lang];
    const slug = ctx.slugs.claim(edition, name);
    const popular = rank(ranking, country.key);
    const copy = landingCopy({
      edition,
      level: 'country',
      key: country.key,
      name,
      inPhrase: lang === 'fr' ? country.frIn : dutchIn(name),
      toPhrase: dutchTo(name),
      theme: country.theme,
      country,
      comparatorQuery: `country=${id}`,
    });
    rows.locations.push({
      id,
      edition,
      name,
      slug,
      translationKey: country.key,
      continentId: continentIds.get(country.continent)!,
      inMenu: popular < 18,
      isTop: popular < 10,
      // The slider favours long-haul dreams a little: the top six plus two exotic picks.
      inHomepageSlider: popular < 6 || sliderDreams.has(country.key),
      ...copy,
      banner: countryBanner(country),
      bannerStoreIds: bannerStores(),
      relatedCategoryId: relatedCategory(random, categories, country.theme),
      datafeedLinkingFields: { country: id },
      position,
    });
    rows.seed.locations.push({ id, slug, name, continentId: continentIds.get(country.continent)! });

    const addSub = (
      def: { key: string; names: { fr: string; nl: string }; theme: Theme; frIn?: string },
      kind: 'region' | 'city',
      parentId: number | null,
      subPosition: number,
      overseas = false,
    ) => {
      const subId = ctx.ids.take(sublocations);
      const subName = def.names[lang];
      const subSlug = ctx.slugs.claim(edition, subName);
      const inPhrase = lang === 'fr' ? (def.frIn ?? frenchCityIn(subName)) : dutchIn(subName);
      const subCopy = landingCopy({
        edition,
        level: kind,
        key: `${country.key}/${def.key}`,
        name: subName,
        inPhrase,
        toPhrase: dutchTo(subName),
        theme: def.theme,
        country,
        comparatorQuery: `${kind}=${subId}`,
        overseas,
      });
      rows.sublocations.push({
        id: subId,
        edition,
        name: subName,
        slug: subSlug,
        translationKey: `${country.key}/${def.key}`,
        locationId: id,
        parentId,
        kind,
        inMenu: menuSubs.has(def.key),
        inParentSlider: subPosition < 3,
        ...subCopy,
        banner: themeBanner(def.theme, def.key),
        bannerStoreIds: bannerStores(),
        relatedCategoryId: relatedCategory(random, categories, def.theme),
        datafeedLinkingFields: kind === 'region' ? { region: subId } : { city: subId },
        position: subPosition,
      });
      rows.seed.sublocations.push({ id: subId, slug: subSlug, name: subName, locationId: id, parentId, kind });
      return subId;
    };

    country.regions.forEach((region, regionPosition) => {
      const regionId = addSub(region, 'region', null, regionPosition, region.overseas);
      region.cities.forEach((c, cityPosition) => addSub(c, 'city', regionId, cityPosition, region.overseas));
    });
    country.cities.forEach((c, cityPosition) => addSub(c, 'city', null, country.regions.length + cityPosition));
  });
  return rows;
}

function rank(ranking: string[], key: string): number {
  const index = ranking.indexOf(key);
  return index === -1 ? ranking.length + 1 : index;
}
