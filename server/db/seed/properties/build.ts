/** Rows of the holiday-offer feed of one edition, built without touching the database. */
import { editions, type EditionId } from '@/lib/editions';
import type { StayType } from '@/lib/comparator/options';
import { partners, properties, propertyCategories, propertyServiceTypes, serviceTypes } from '../../schema/properties';
import type { BuildContext } from '../destinations/build';
import { dutchIn, frenchCityIn } from '../destinations/prepositions';
import { countries, type CountryDef, marketOf, popularity, type Theme } from '../destinations/world';
import type { Random } from '../random';
import { slugify } from '../slugs';
import type { DestinationsSeed } from '../types';
import { propertyName } from './names';
import {
  categoryWeights,
  cruiseCountries,
  departureCities,
  partnerDefs,
  propertyCategoryDefs,
  type PropertyCategoryKey,
  serviceTypeDefs,
  settingPhrases,
  stayLabels,
} from './vocabulary';

/** Offers per edition at scale 1. */
export const PROPERTIES_PER_EDITION = 2000;
export const BEST_OFFERS_PER_EDITION = 15;

type Property = typeof properties.$inferInsert;

export interface FeedRows {
  serviceTypes: (typeof serviceTypes.$inferInsert)[];
  propertyCategories: (typeof propertyCategories.$inferInsert)[];
  partners: (typeof partners.$inferInsert)[];
  properties: Property[];
  links: (typeof propertyServiceTypes.$inferInsert)[];
}

interface Place {
  regionId: number | null;
  cityId: number | null;
  name: string;
  /** The place with its preposition in the edition's language. */
  inPhrase: string;
  theme: Theme;
}

const DAY = 86_400_000;
const isoDate = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

/** 1 234 → 1 229: the prices of the feeds end in 9. */
const retailPrice = (value: number) => Math.max(99, Math.round(value / 10) * 10 - 1);

function weighted<T extends string>(random: Random, weights: Partial<Record<T, number>>): T {
  const entries = Object.entries(weights) as [T, number][];
  let roll = random.next() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [key, weight] of entries) {
    roll -= weight;
    if (roll < 0) return key;
  }
  return entries[entries.length - 1][0];
}

function stayTypeOf(random: Random, category: PropertyCategoryKey): StayType {
  switch (category) {
    case 'resort':
    case 'club':
      return weighted(random, { all_inclusive: 70, full_board: 20, half_board: 10 });
    case 'cruise':
      return weighted(random, { full_board: 70, all_inclusive: 30 });
    case 'apartment':
    case 'villa':
    case 'camping':
    case 'chalet':
      return weighted(random, { self_catering: 70, room_only: 30 });
    case 'guesthouse':
      return weighted(random, { bed_breakfast: 80, half_board: 20 });
    case 'hotel':
      return weighted(random, { all_inclusive: 25, half_board: 25, bed_breakfast: 25, room_only: 15, full_board: 10 });
  }
}

/** Nights: short breaks, one week or two; long-haul trips last at least a week. */
function nightsOf(random: Random, country: CountryDef, theme: Theme): number {
  const band = weighted(random, theme === 'city' ? { short: 80, week: 15, long: 5 } : { short: 30, week: 45, long: 25 });
  const nights = band === 'short' ? random.int(1, 5) : band === 'week' ? random.pick([6, 7, 7, 7, 8, 10]) : random.pick([11, 12, 14, 14, 15, 21]);
  // Nobody flies for a single night; long-haul trips last a week at least.
  return country.flightHours > 8 ? Math.max(nights, 7) : country.flightHours > 0 ? Math.max(nights, 2) : nights;
}

function starsOf(random: Random, category: PropertyCategoryKey): number {
  if (category === 'resort') return random.pick([4, 4, 5]);
  if (category === 'guesthouse' || category === 'camping') return random.pick([2, 3, 3, 4]);
  return weighted(random, { '2': 15, '3': 35, '4': 35, '5': 15 }) === '2' ? 2 : random.pick([3, 3, 4, 4, 5]);
}

export function buildFeed(ctx: BuildContext, random: Random, edition: EditionId, destinations: DestinationsSeed): FeedRows {
  const lang = editions[edition].language;
  const rows: FeedRows = { serviceTypes: [], propertyCategories: [], partners: [], properties: [], links: [] };

  const serviceIds = new Map<string, number>();
  for (const def of serviceTypeDefs) {
    const id = ctx.ids.take(serviceTypes);
    serviceIds.set(def.key, id);
    rows.serviceTypes.push({ id, edition, name: def[lang][0], slug: slugify(def[lang][0]) });
  }
  const categoryIds = new Map<PropertyCategoryKey, number>();
  for (const def of propertyCategoryDefs) {
    const id = ctx.ids.take(propertyCategories);
    categoryIds.set(def.key, id);
    rows.propertyCategories.push({ id, edition, name: def[lang], slug: slugify(def[lang]) });
  }
  const feedPartners = partnerDefs
    .filter((def) => def.editions.includes(edition))
    .map((def) => {
      const slug = slugify(def.name);
      const row = { id: ctx.ids.take(partners), edition, name: def.name, slug, logo: `/images/partners/${slug}.svg`, websiteUrl: `https://www.${slug}.example` };
      rows.partners.push(row);
      return row;
    });

  const places = placesByCountry(edition, destinations);
  const ranking = popularity[marketOf(edition)];
  const countryWeights: Record<string, number> = {};
  for (const key of places.keys()) {
    const rank = ranking.indexOf(key);
    countryWeights[key] = rank === -1 ? 3 : 25 - rank;
  }
  if (places.size === 0) return rows;

  const departures = departureCities[edition];
  const total = PROPERTIES_PER_EDITION * ctx.scale;
  for (let n = 0; n < total; n++) {
    const countryKey = weighted(random, countryWeights);
    const { country, locationId, list } = places.get(countryKey)!;
    const place = random.pick(list);
    const weights = { ...categoryWeights[place.theme] };
    if (!cruiseCountries.has(country.key)) delete weights.cruise;
    const category = weighted(random, weights);
    const stars = starsOf(random, category);
    const nights = nightsOf(random, country, place.theme);
    const perNight = { 2: 35, 3: 55, 4: 85, 5: 140 }[stars as 2 | 3 | 4 | 5] * (category === 'camping' ? 0.6 : 1);
    const price = retailPrice(perNight * nights * (0.75 + random.next() * 0.6) + country.flightHours * 45);
    const hasDiscount = random.chance(0.35);
    const isLastMinute = random.chance(0.2);
    const id = ctx.ids.take(properties);
    const partner = random.pick(feedPartners);
    const typeOfStay = stayTypeOf(random, category);
    const services = pickServices(random, place.theme, category).map((key) => serviceIds.get(key)!);
    const departureCity = country.flightHours === 0 || category === 'camping' ? '' : random.pick(departures);
    const name = propertyName(random, country.style, category, category === 'cruise' ? country.names[lang] : place.name);
    rows.properties.push({
      id,
      edition,
      name,
      description: describe(lang, { category, stars, place, typeOfStay, nights, departureCity, services: services.map((s) => serviceLabel(lang, s, serviceIds)) }),
      image: `/images/properties/${category}-${(id % 2) + 1}.svg`,
      link: `${partner.websiteUrl}/${lang === 'nl' ? 'reis' : 'sejour'}/${id}?ref=${editions[edition].domain}`,
      partnerId: partner.id,
      categoryId: categoryIds.get(category)!,
      countryId: locationId,
      regionId: place.regionId,
      cityId: place.cityId,
      price,
      originalPrice: hasDiscount ? retailPrice(price * (1.1 + random.next() * 0.35)) : null,
      durationNights: nights,
      stars,
      isLastMinute,
      hasDiscount,
      typeOfStay,
      departureDate: isoDate(ctx.now, isLastMinute ? random.int(1, 14) : random.int(15, 300)),
      departureCity,
      isBestOffer: false,
    });
    for (const serviceTypeId of services) rows.links.push({ propertyId: id, serviceTypeId });
  }

  // The homepage's best offers: a fixed number of discounted, well-rated stays whatever the scale.
  const candidates = rows.properties.filter((p) => p.hasDiscount && (p.stars ?? 0) >= 4);
  for (const property of random.sample(candidates, BEST_OFFERS_PER_EDITION)) property.isBestOffer = true;
  return rows;
}

function pickServices(random: Random, theme: Theme, category: PropertyCategoryKey): string[] {
  const fitting = serviceTypeDefs.filter((def) => !def.themes || def.themes.includes(theme)).map((def) => def.key);
  const count = random.int(2, 6);
  const chosen = new Set(random.sample(fitting, count));
  if (category === 'cruise') chosen.delete('beach');
  if (chosen.size < 2) chosen.add('wifi').add('restaurant');
  return [...chosen];
}

function serviceLabel(lang: 'fr' | 'nl', id: number, ids: Map<string, number>): string {
  const key = [...ids].find(([, value]) => value === id)![0];
  return serviceTypeDefs.find((def) => def.key === key)![lang][1];
}

const categoryNouns: Record<'fr' | 'nl', Record<PropertyCategoryKey, string>> = {
  fr: { hotel: 'Hôtel', resort: 'Resort', club: 'Club de vacances', apartment: 'Résidence', villa: 'Villa', camping: 'Camping', chalet: 'Chalet', guesthouse: 'Maison d’hôtes', cruise: 'Croisière' },
  nl: { hotel: 'Hotel', resort: 'Resort', club: 'Vakantieclub', apartment: 'Appartementencomplex', villa: 'Villa', camping: 'Camping', chalet: 'Chalet', guesthouse: 'B&B', cruise: 'Cruise' },
};

function listing(lang: 'fr' | 'nl', items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${lang === 'fr' ? 'et' : 'en'} ${items[items.length - 1]}`;
}

function describe(
  lang: 'fr' | 'nl',
  o: { category: PropertyCategoryKey; stars: number; place: Place; typeOfStay: StayType; nights: number; departureCity: string; services: string[] },
): string {
  const noun = categoryNouns[lang][o.category];
  const nightsWord = lang === 'fr' ? (o.nights > 1 ? 'nuits' : 'nuit') : o.nights > 1 ? 'nachten' : 'nacht';
  if (lang === 'nl') {
    const where = o.place.inPhrase;
    const first = o.category === 'cruise' ? `Cruise aan boord van een ${o.stars}-sterrenschip, met aanlegplaatsen ${where}.` : `${noun} met ${o.stars} sterren ${where}, ${settingPhrases.nl[o.place.theme]}.`;
    const trip = `${stayLabels.nl[o.typeOfStay]}, ${o.nights} ${nightsWord}${o.departureCity ? ` met vertrek vanuit ${o.departureCity}` : ''}.`;
    return `${first} ${trip} Ter plaatse: ${listing('nl', o.services)}.`;
  }
  const where = o.place.inPhrase;
  const first = o.category === 'cruise' ? `Croisière à bord d’un navire ${o.stars} étoiles, avec escales ${where}.` : `${noun} ${o.stars} étoiles ${where}, ${settingPhrases.fr[o.place.theme]}.`;
  const trip = `${stayLabels.fr[o.typeOfStay]}, ${o.nights} ${nightsWord}${o.departureCity ? ` au départ de ${o.departureCity}` : ''}.`;
  return `${first} ${trip} Sur place : ${listing('fr', o.services)}.`;
}

/** The places of each country of the edition, matched to the world data by their names in the edition's language. */
function placesByCountry(edition: EditionId, destinations: DestinationsSeed) {
  const lang = editions[edition].language;
  const byName = new Map(countries.map((c) => [c.names[lang], c]));
  const result = new Map<string, { country: CountryDef; locationId: number; list: Place[] }>();
  const subsByLocation = new Map<number, DestinationsSeed['sublocations'][EditionId]>();
  for (const sub of destinations.sublocations[edition]) {
    subsByLocation.set(sub.locationId, [...(subsByLocation.get(sub.locationId) ?? []), sub]);
  }
  for (const location of destinations.locations[edition]) {
    const country = byName.get(location.name);
    if (!country) continue;
    const defs = new Map<string, { theme: Theme; frIn: string }>();
    for (const region of country.regions) {
      defs.set(region.names[lang], { theme: region.theme, frIn: region.frIn });
      for (const c of region.cities) defs.set(c.names[lang], { theme: c.theme, frIn: frenchCityIn(c.names.fr) });
    }
    for (const c of country.cities) defs.set(c.names[lang], { theme: c.theme, frIn: frenchCityIn(c.names.fr) });
    const list: Place[] = [];
    for (const sub of subsByLocation.get(location.id) ?? []) {
      const def = defs.get(sub.name) ?? { theme: country.theme, frIn: country.frIn };
      const inPhrase = lang === 'fr' ? def.frIn : dutchIn(sub.name);
      if (sub.kind === 'city') list.push({ regionId: sub.parentId, cityId: sub.id, name: sub.name, inPhrase, theme: def.theme });
      // An offer now and then covers a whole region (a tour, a fly-drive) rather than a city.
      else list.push({ regionId: sub.id, cityId: null, name: sub.name, inPhrase, theme: def.theme });
    }
    if (list.length === 0) {
      list.push({ regionId: null, cityId: null, name: location.name, inPhrase: lang === 'fr' ? country.frIn : dutchIn(location.name), theme: country.theme });
    }
    result.set(country.key, { country, locationId: location.id, list });
  }
  return result;
}
