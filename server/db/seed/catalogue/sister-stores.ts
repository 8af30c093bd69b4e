import type { EditionId } from '@/lib/editions';
import type { stores } from '../../schema';
import type { Random } from '../random';
import { slugify } from '../slugs';
import { countries } from '../destinations/world';
import { type Brand, brandLogoPath } from './brands';
import { drawRating, type BuiltStore } from './stores';

type StoreRow = typeof stores.$inferInsert & { id: number };

const DAY = 86_400_000;

/** The labels a brand's sister shops go by, beside its local branches (a place name). */
const SISTER_LABELS: Record<'fr' | 'nl', readonly string[]> = {
  fr: ['Premium', 'Last Minute', 'Famille', 'Groupes', 'Business', 'Outlet', 'Week-end', 'Club', 'Privilège', 'Découverte', 'Séniors', 'Étudiants'],
  nl: ['Premium', 'Last Minute', 'Familie', 'Groepen', 'Zakelijk', 'Outlet', 'Weekend', 'Club', 'Privilege', 'Ontdekking', 'Senioren', 'Studenten'],
};

/** Every country, region and city of the demo's world, named in the language. */
function placeNames(language: 'fr' | 'nl'): string[] {
  return countries.flatMap((country) => [
    country.names[language],
    ...country.regions.flatMap((region) => [region.names[language], ...region.cities.map((city) => city.names[language])]),
    ...country.cities.map((city) => city.names[language]),
  ]);
}

/**
 * The other shops a large catalogue holds beside the demo's brands: a brand's local branch or sister label
 * ("Stayzo Lisbonne", "Casa Sol Premium"), in the edition's language, with the brand's trade and logo. Each brand
 * takes its turn, so every brand gets about as many; a brand that runs out of names numbers them.
 */
export function buildSisterStores(
  edition: EditionId,
  language: 'fr' | 'nl',
  parents: readonly BuiltStore[],
  count: number,
  r: Random,
  take: () => number,
  claim: (text: string) => string,
  now: Date,
): BuiltStore[] {
  if (count <= 0 || parents.length === 0) return [];
  const qualifiers = [...SISTER_LABELS[language], ...new Set(placeNames(language))];
  const queues = new Map(parents.map((parent) => [parent, r.sample(qualifiers, qualifiers.length)]));
  const out: BuiltStore[] = [];
  for (let i = 0; i < count; i++) {
    const parent = parents[i % parents.length];
    const round = Math.floor(i / parents.length);
    const queue = queues.get(parent)!;
    const qualifier = queue[round % queue.length];
    const lap = Math.floor(round / queue.length);
    const name = `${parent.brand.name} ${qualifier}${lap > 0 ? ` ${lap + 1}` : ''}`;
    const brand: Brand = { ...parent.brand, name, host: `www.${slugify(name)}.example` };
    const createdAt = new Date(now.getTime() - r.int(30, 1500) * DAY);
    const row: StoreRow = {
      id: take(),
      edition,
      name,
      slug: claim(name),
      icon: brandLogoPath(parent.brand),
      websiteUrl: `https://${brand.host}`,
      ...drawRating(r),
      inMenu: false,
      isTop: false,
      onHomepage: false,
      position: parents.length + i + 1,
      createdAt,
      updatedAt: createdAt,
    };
    out.push({ brand, row });
  }
  return out;
}
