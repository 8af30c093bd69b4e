import { editionIds, type EditionId } from '@/lib/editions';
import * as schema from '../../schema';
import type { SeedContext } from '../context';
import type { CatalogueSeed } from '../types';
import { brandsFor } from './brands';
import { type BuiltCategory, buildCategories, buildCategoryStores, type CategoryStoreRow } from './categories';
import { editionContext } from './language';
import { type BuiltPromotion, buildPromotionCategories, buildPromotions, type PromotionCategoryRow, PROMOTIONS_PER_EDITION } from './promotions';
import { type BuiltStore, buildStores, fillStoreTexts } from './stores';
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
    const stores = buildStores(edition, brandsFor(edition), r.fork('stores'), () => ctx.ids.take(schema.stores), claim, ctx.now);
    const promotions = buildPromotions(
      edition,
      stores,
      language,
      e,
      r.fork('promotions'),
      { promotion: () => ctx.ids.take(schema.promotions), coupon: () => ctx.ids.take(schema.coupons) },
      ctx.now,
      PROMOTIONS_PER_EDITION * ctx.scale,
    );
    const textRandom = r.fork('store-texts');
    for (const store of stores) {
      const pcts = promotions.filter((p) => p.store === store && p.expiry !== 'expired' && p.pct !== null).map((p) => p.pct!);
      fillStoreTexts(store, language, e, pcts.length ? Math.max(...pcts) : 10, textRandom, ctx.now);
    }
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

export function catalogueSeed(catalogue: Catalogue): CatalogueSeed {
  const stores = {} as CatalogueSeed['stores'];
  const categories = {} as CatalogueSeed['categories'];
  for (const edition of editionIds) {
    stores[edition] = catalogue[edition].stores.map(({ row }) => ({ id: row.id, slug: row.slug, name: row.name }));
    categories[edition] = catalogue[edition].categories.map(({ row }) => ({ id: row.id, slug: row.slug, name: row.name, parentId: row.parentId ?? null }));
  }
  return { stores, categories };
}
