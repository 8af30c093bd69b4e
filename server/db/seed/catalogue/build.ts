import { editionIds, type EditionId } from '@/lib/editions';
import * as schema from '../../schema';
import type { SeedContext } from '../context';
import type { Random } from '../random';
import type { CatalogueSeed } from '../types';
import { brandsFor } from './brands';
import { type BuiltCategory, buildCategories, buildCategoryStores, type CategoryStoreRow } from './categories';
import { editionContext } from './language';
import { type BuiltPromotion, buildPromotionCategories, buildPromotions, type PromotionCategoryRow, PROMOTIONS_PER_EDITION } from './promotions';
import { type BuiltStore, buildStores, fillStoreTexts } from './stores';
import { buildSisterStores } from './sister-stores';
import { evenSpread, zipfSpread } from './promotion-counts';
import { buildCodeVotes, type CodeVoteRow } from './code-votes';
import { CATALOGUE_LANGUAGES } from './texts';

interface EditionCatalogue {
  stores: BuiltStore[];
  categories: BuiltCategory[];
  categoryStores: CategoryStoreRow[];
  promotions: BuiltPromotion[];
  promotionCategories: PromotionCategoryRow[];
  codeVotes: CodeVoteRow[];
}

export type Catalogue = Record<EditionId, EditionCatalogue>;

/** All catalogue rows of the three editions, without touching the database (pure and deterministic). */
export function buildCatalogue(ctx: Pick<SeedContext, 'now' | 'scale' | 'random' | 'ids' | 'slugs'>): Catalogue {
  const random = ctx.random.fork('catalogue');
  const out = {} as Catalogue;
  for (const edition of editionIds) {
    const r = random.fork(edition);
    const e = editionContext(edition);
    const language = CATALOGUE_LANGUAGES[e.language];
    const claim = (text: string) => ctx.slugs.claim(edition, text);
    const categories = buildCategories(edition, language, e, r.fork('categories'), () => ctx.ids.take(schema.categories), claim, ctx.now);
    const brandStores = buildStores(edition, brandsFor(edition), r.fork('stores'), () => ctx.ids.take(schema.stores), claim, ctx.now);
    // A large catalogue has about `scale` times the demo's shops: its brands' local branches and sister labels.
    const sisterStores = buildSisterStores(
      edition,
      e.language,
      brandStores,
      brandStores.length * (ctx.scale - 1),
      r.fork('sister-stores'),
      () => ctx.ids.take(schema.stores),
      claim,
      ctx.now,
    );
    const stores = [...brandStores, ...sisterStores];
    const total = PROMOTIONS_PER_EDITION * ctx.scale;
    const promotions = buildPromotions(
      edition,
      ctx.scale === 1 ? stores : promotionRanking(brandStores, sisterStores, r.fork('store-ranking')),
      language,
      e,
      r.fork('promotions'),
      { promotion: () => ctx.ids.take(schema.promotions), coupon: () => ctx.ids.take(schema.coupons) },
      ctx.now,
      ctx.scale === 1 ? evenSpread(total, stores.length) : zipfSpread(total, stores.length),
    );
    const textRandom = r.fork('store-texts');
    const bestPcts = bestActivePercentages(promotions);
    for (const store of stores) fillStoreTexts(store, language, e, bestPcts.get(store) ?? 10, textRandom, ctx.now);
    out[edition] = {
      stores,
      categories,
      categoryStores: buildCategoryStores(categories, stores, r.fork('category-stores')),
      promotions,
      promotionCategories: buildPromotionCategories(promotions, categories, r.fork('promotion-categories')),
      codeVotes: buildCodeVotes(promotions, r.fork('code-votes'), ctx.now),
    };
  }
  return out;
}

/**
 * The order in which a large catalogue's shops take their share of the promotions, largest first: the demo's brands
 * (the shops of the menu and the homepage) before their sister shops, each group shuffled.
 */
function promotionRanking(brands: readonly BuiltStore[], sisters: readonly BuiltStore[], r: Random): BuiltStore[] {
  return [...r.sample(brands, brands.length), ...r.sample(sisters, sisters.length)];
}

/** Each shop's best active percentage, for its "up to X %" titles. */
function bestActivePercentages(promotions: readonly BuiltPromotion[]): Map<BuiltStore, number> {
  const best = new Map<BuiltStore, number>();
  for (const p of promotions) {
    if (p.expiry === 'expired' || p.pct === null) continue;
    best.set(p.store, Math.max(best.get(p.store) ?? p.pct, p.pct));
  }
  return best;
}

export function catalogueSeed(catalogue: Catalogue): CatalogueSeed {
  const stores = {} as CatalogueSeed['stores'];
  const categories = {} as CatalogueSeed['categories'];
  for (const edition of editionIds) {
    stores[edition] = catalogue[edition].stores.map(({ row }) => ({ id: row.id, slug: row.slug, name: row.name }));
    categories[edition] = catalogue[edition].categories.map(({ row }) => ({ id: row.id, slug: row.slug, name: row.name, parentId: row.parentId ?? null }));
  }
  return { stores, categories };
}
