import { sql } from 'drizzle-orm';
import { categories, categoryStores, coupons, promotionCategories, promotions, stores } from '@/server/db/schema';
import type { Db } from '@/server/db/types';

/**
 * Stores, categories and promotions that the promotions, coupons and stores tests add next to the seeded demo
 * content (slugs prefixed `zz-` never clash with it), with known kinds, expiries, positions and dates.
 *
 * fr-be: store A "ZZ Évasion Soleil" (top, in menu) listed in category zz-mer; store B listed in zz-mer-crete
 * (child of zz-mer); store C listed in zz-montagne, with nine more offers in zz-plage. nl-be: store N.
 */
export interface CatalogueFixtures {
  storeA: number;
  storeB: number;
  storeC: number;
  storeN: number;
  mer: number;
  merCrete: number;
  montagne: number;
  /** A homepage category holding store C's nine `plageOffers` (newest first). */
  plage: number;
  plageOffers: number[];
  /** A: active code, exclusive, slider + homepage, in zz-mer-crete, coupon ZZETE20. */
  a1: number;
  /** A: active offer without end date, deal of the month, in zz-mer. */
  a2: number;
  /** A: active free delivery ending tomorrow. */
  a3: number;
  /** A: code expired 3 days ago, in zz-mer, coupon ZZOLD. */
  a4: number;
  /** A: offer expired yesterday. */
  a5: number;
  /** A: active code whose title holds LIKE's wildcards. */
  a6: number;
  /** B: active code in zz-mer. */
  b1: number;
  /** B: expired offer in zz-mer. */
  b2: number;
  /** B: active offer without category (related through B's listing in zz-mer-crete). */
  b3: number;
  /** C: active offer in zz-montagne. */
  c1: number;
  /** N (nl-be): active code, coupon ZZNL10. */
  n1: number;
  couponA1: number;
  couponA4: number;
  couponN1: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function addCatalogueFixtures(db: Db): Promise<CatalogueFixtures> {
  const now = Date.now();
  const at = (ms: number) => new Date(now + ms);
  const [storeA, storeB, storeC, storeN] = await db
    .insert(stores)
    .values([
      {
        edition: 'fr-be',
        name: 'ZZ Évasion Soleil',
        slug: 'zz-evasion-soleil',
        websiteUrl: 'https://evasion.example',
        icon: '/logos/stores/zz-evasion.svg',
        description: '<p>Séjours au soleil</p>',
        header1: 'Codes promo Évasion Soleil',
        seoTitle: 'SEO Évasion',
        metaDescription: 'Meta Évasion',
        ratingSum: 54,
        ratingCount: 12,
        rating: 4.5,
        isTop: true,
        inMenu: true,
        position: -100,
      },
      { edition: 'fr-be', name: 'ZZ Bravo Trips', slug: 'zz-bravo', websiteUrl: 'https://bravo.example', isTop: true, position: -99 },
      { edition: 'fr-be', name: 'zz calme', slug: 'zz-calme', websiteUrl: 'https://calme.example' },
      { edition: 'nl-be', name: 'ZZ Winkel Évasion', slug: 'zz-winkel', websiteUrl: 'https://winkel.example', isTop: true },
    ])
    .returning({ id: stores.id });

  const [mer, montagne, plage] = await db
    .insert(categories)
    .values([
      { edition: 'fr-be', name: 'ZZ Mer', slug: 'zz-mer', onHomepage: true },
      { edition: 'fr-be', name: 'ZZ Montagne', slug: 'zz-montagne' },
      { edition: 'fr-be', name: 'ZZ Plage', slug: 'zz-plage', onHomepage: true },
    ])
    .returning({ id: categories.id });
  const [merCrete] = await db
    .insert(categories)
    .values({ edition: 'fr-be', name: 'ZZ Crète', slug: 'zz-mer-crete', parentId: mer.id })
    .returning({ id: categories.id });

  await db.insert(categoryStores).values([
    { categoryId: mer.id, storeId: storeA.id },
    { categoryId: merCrete.id, storeId: storeB.id },
    { categoryId: montagne.id, storeId: storeC.id },
  ]);

  const base = { link: 'https://evasion.example/deal', usedCount: 0 };
  const rows = await db
    .insert(promotions)
    .values([
      { ...base, edition: 'fr-be', storeId: storeA.id, title: 'ZZ Code Été -20 % Crète', kind: 'code', isExclusive: true, inSlider: true, onHomepage: true, position: 1, expiresAt: at(2 * DAY), createdAt: at(-5 * DAY), usedCount: 7, usedTodayCount: 5, usedTodayDate: '2000-01-01' },
      { ...base, edition: 'fr-be', storeId: storeA.id, title: 'ZZ Offre spéciale Évasion', kind: 'offer', isDealOfMonth: true, position: 0, expiresAt: null, createdAt: at(HOUR) },
      { ...base, edition: 'fr-be', storeId: storeA.id, title: 'ZZ Livraison offerte', kind: 'free_delivery', position: 0, expiresAt: at(DAY), createdAt: at(-2 * DAY) },
      { ...base, edition: 'fr-be', storeId: storeA.id, title: 'ZZ Ancien code', kind: 'code', position: 0, expiresAt: at(-3 * DAY), createdAt: at(-30 * DAY) },
      { ...base, edition: 'fr-be', storeId: storeA.id, title: 'ZZ Ancienne offre', kind: 'offer', position: 0, expiresAt: at(-DAY), createdAt: at(-20 * DAY) },
      { ...base, edition: 'fr-be', storeId: storeA.id, title: 'ZZ 50%_off spécial', kind: 'code', position: 2, expiresAt: null, createdAt: at(-DAY) },
      { ...base, edition: 'fr-be', storeId: storeB.id, title: 'ZZ Bravo code', kind: 'code', position: 0, expiresAt: at(5 * DAY) },
      { ...base, edition: 'fr-be', storeId: storeB.id, title: 'ZZ Bravo expirée', kind: 'offer', position: 0, expiresAt: at(-2 * DAY) },
      { ...base, edition: 'fr-be', storeId: storeB.id, title: 'ZZ Bravo sans catégorie', kind: 'offer', position: 3, expiresAt: null },
      { ...base, edition: 'fr-be', storeId: storeC.id, title: 'ZZ Calme montagne', kind: 'offer', position: 0, expiresAt: null },
      { ...base, edition: 'nl-be', storeId: storeN.id, title: 'ZZ Zomer Évasion', kind: 'code', position: 0, expiresAt: at(DAY), isDealOfMonth: true, createdAt: at(HOUR) },
    ])
    .returning({ id: promotions.id });
  const [a1, a2, a3, a4, a5, a6, b1, b2, b3, c1, n1] = rows.map((r) => r.id);

  await db.insert(promotionCategories).values([
    { promotionId: a1, categoryId: merCrete.id },
    { promotionId: a2, categoryId: mer.id },
    { promotionId: a4, categoryId: mer.id },
    { promotionId: b1, categoryId: mer.id },
    { promotionId: b2, categoryId: mer.id },
    { promotionId: c1, categoryId: montagne.id },
  ]);
  // Nine more offers of store C fill blocks past their page size (8 for a homepage category, 5 for latest).
  const plageRows = await db
    .insert(promotions)
    .values(
      Array.from({ length: 9 }, (_, i) => ({
        ...base,
        edition: 'fr-be',
        storeId: storeC.id,
        title: `ZZ Plage ${i}`,
        kind: 'offer' as const,
        position: i,
        createdAt: at(-(i + 1) * HOUR),
      })),
    )
    .returning({ id: promotions.id });
  await db.insert(promotionCategories).values(plageRows.map((r) => ({ promotionId: r.id, categoryId: plage.id })));

  const [couponA1, couponA4, couponN1] = await db
    .insert(coupons)
    .values([
      { promotionId: a1, code: 'ZZETE20', usedCount: 3 },
      { promotionId: a4, code: 'ZZOLD' },
      { promotionId: n1, code: 'ZZNL10' },
    ])
    .returning({ id: coupons.id });

  return {
    storeA: storeA.id,
    storeB: storeB.id,
    storeC: storeC.id,
    storeN: storeN.id,
    mer: mer.id,
    merCrete: merCrete.id,
    montagne: montagne.id,
    plage: plage.id,
    plageOffers: plageRows.map((r) => r.id),
    a1, a2, a3, a4, a5, a6, b1, b2, b3, c1, n1,
    couponA1: couponA1.id,
    couponA4: couponA4.id,
    couponN1: couponN1.id,
  };
}

/** Exact key sets of the API's two cards. */
export const PROMOTION_CARD_KEYS = [
  'condition', 'coupon', 'description', 'expires_at', 'id', 'is_exclusive', 'is_expired', 'is_verified', 'kind', 'link',
  'offer', 'slider_image', 'starts_at', 'stores', 'time_of_using', 'title', 'used_count', 'used_today_count',
];
export const STORE_CARD_KEYS = ['icon', 'id', 'name', 'rating', 'slug', 'votes', 'website_url'];

export const keys = (o: object) => Object.keys(o).sort();
export const ids = (results: { id: number }[]) => results.map((r) => r.id);

/** SQL: still valid now (the API's definition, written again here so a change there shows). */
export const activeSql = sql`(${promotions.expiresAt} is null or ${promotions.expiresAt} >= now())`;
