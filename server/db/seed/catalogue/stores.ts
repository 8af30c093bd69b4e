import type { EditionId } from '@/lib/editions';
import type { stores } from '../../schema';
import type { Random } from '../random';
import { type Brand, brandLogoPath } from './brands';
import type { CatalogueLanguage, EditionContext } from './language';

type StoreRow = typeof stores.$inferInsert & { id: number };
export interface BuiltStore {
  row: StoreRow;
  brand: Brand;
}

const DAY = 86_400_000;

/** Target counts of the flags, per edition. */
const STORE_FLAGS = { inMenu: 20, isTop: 12, onHomepage: 12 };

/** A rating of one decimal in [3.5, 4.9] that is the rounded mean of `ratingCount` votes adding up to `ratingSum`. */
export function drawRating(r: Random): { rating: number; ratingSum: number; ratingCount: number } {
  const ratingCount = r.int(5, 900);
  const target = r.int(36, 48) / 10;
  const ratingSum = Math.round(target * ratingCount);
  return { rating: Math.round((ratingSum / ratingCount) * 10) / 10, ratingSum, ratingCount };
}

/** The shops of one edition, in menu order; texts are filled by `fillStoreTexts` once their deals are known. */
export function buildStores(
  edition: EditionId,
  brands: readonly Brand[],
  r: Random,
  take: () => number,
  claim: (text: string) => string,
  now: Date,
): BuiltStore[] {
  const ordered = r.sample(brands, brands.length);
  const menu = new Set(r.sample(ordered, STORE_FLAGS.inMenu));
  const top = new Set(r.sample(ordered, STORE_FLAGS.isTop));
  const home = new Set(r.sample(ordered, STORE_FLAGS.onHomepage));
  return ordered.map((brand, index) => {
    const createdAt = new Date(now.getTime() - r.int(60, 1500) * DAY);
    return {
      brand,
      row: {
        id: take(),
        edition,
        name: brand.name,
        slug: claim(brand.name),
        icon: brandLogoPath(brand),
        websiteUrl: `https://${brand.host}`,
        ...drawRating(r),
        inMenu: menu.has(brand),
        isTop: top.has(brand),
        onHomepage: home.has(brand),
        position: index + 1,
        createdAt,
        updatedAt: createdAt,
      },
    };
  });
}

export function fillStoreTexts(store: BuiltStore, language: CatalogueLanguage, e: EditionContext, bestPct: number, r: Random, now: Date): void {
  const best = e.language === 'nl' ? `${bestPct}%` : `${bestPct}\u00a0%`;
  Object.assign(store.row, language.storeTexts(store.brand, e, best, (items) => r.pick(items), now));
}
