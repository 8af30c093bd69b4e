import type { EditionId } from '@/lib/editions';
import { siteToday } from '@/lib/time';
import type { coupons, promotionCategories, promotions } from '../../schema';
import type { Random } from '../random';
import { slugify } from '../slugs';
import type { Brand, Sector } from './brands';
import type { BuiltCategory } from './categories';
import { activeCaseDeck, type ExpiryCase, expiryFor } from './expiry';
import type { CatalogueLanguage, DealValues, EditionContext } from './language';
import type { BuiltStore } from './stores';

type PromotionRow = typeof promotions.$inferInsert & { id: number };
type CouponRow = typeof coupons.$inferInsert & { id: number };
export type PromotionCategoryRow = typeof promotionCategories.$inferInsert;

export interface BuiltPromotion {
  row: PromotionRow;
  coupon: CouponRow | null;
  expiry: ExpiryCase;
  store: BuiltStore;
  /** The headline percentage, when the deal is one (for the shop's "up to X %" titles). */
  pct: number | null;
}

/** Promotions per edition at scale 1. */
export const PROMOTIONS_PER_EDITION = 420;
const PROMOTION_FLAGS = { inSlider: 12, onHomepage: 20 };

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

/** Slider banners, one per kind of holiday (public/images/promotions). */
const BANNER_BY_SECTOR: Record<Sector, string> = {
  tour: 'plage', hotel: 'ville', rental: 'campagne', camping: 'camping', park: 'foret', flight: 'avion', train: 'ville',
  car: 'route', ferry: 'mer', cruise: 'mer', luggage: 'bagages', outdoor: 'montagne', ski: 'neige', leisure: 'parc',
  insurance: 'avion', citytrip: 'ville', wellness: 'spa', parking: 'route',
};
const bannerPath = (sector: Sector) => `/images/promotions/${BANNER_BY_SECTOR[sector]}.svg`;

function drawValues(r: Random, now: Date): DealValues {
  const amount = r.pick([15, 20, 25, 30, 40, 50, 75, 100, 150]);
  return {
    pct: r.pick([10, 15, 20, 25, 30, 35, 40, 50]),
    amount,
    minimum: Math.max(200, Math.round((amount * r.pick([6, 8, 10])) / 50) * 50),
    basket: r.pick([39, 49, 59, 69, 79, 99]),
    nights: r.pick([3, 4, 5, 7, 7, 10, 14]),
    place: r.int(0, 14),
    // From September on, "this summer" is next year's.
    year: now.getUTCMonth() >= 8 ? now.getUTCFullYear() + 1 : now.getUTCFullYear(),
  };
}

/** The deal's path on the shop's site: its title, cut after a whole word. */
export function linkSlug(title: string): string {
  const slug = slugify(title);
  if (slug.length <= 60) return slug;
  const cut = slug.slice(0, 61);
  return cut.slice(0, cut.lastIndexOf('-'));
}

const brandWord = (brand: Brand) => slugify(brand.name).replace(/-/g, '').toUpperCase().slice(0, 6);

function couponCode(brand: Brand, language: CatalogueLanguage, offer: string, title: string, v: DealValues, r: Random): string {
  const welcome = /bienvenue|welkom/i.test(title);
  const word = welcome ? language.welcomeWord : r.chance(0.25) ? brandWord(brand) : r.pick(language.codeWords[brand.sector]);
  const figure = Number(offer.replace(/\D/g, '')) || v.pct;
  return `${word}${!welcome && r.chance(0.25) ? v.year : figure}`;
}

/** A shop's expired deals: about a fifth, at least two, and never half of a shop with only a few. */
const expiredOf = (n: number) => Math.min(Math.max(2, Math.round(n * 0.18)), Math.floor(n / 2));

export function buildPromotions(
  edition: EditionId,
  stores: readonly BuiltStore[],
  language: CatalogueLanguage,
  e: EditionContext,
  r: Random,
  take: { promotion: () => number; coupon: () => number },
  now: Date,
  /** How many promotions each shop of `stores` gets. */
  counts: readonly number[],
): BuiltPromotion[] {
  const expiredCounts = counts.map(expiredOf);
  const deck = activeCaseDeck(counts.reduce((a, n, i) => a + n - expiredCounts[i], 0), r);
  const today = siteToday(now);
  const out: BuiltPromotion[] = [];
  stores.forEach((store, s) => {
    const templates = r.sample(language.promoTemplates[store.brand.sector], 99);
    for (let i = 0; i < counts[s]; i++) {
      const expired = i < expiredCounts[s];
      const expiry: ExpiryCase = expired ? 'expired' : deck.pop()!;
      // Active deals take the templates first, so that a shop's current deals repeat only when it has more than templates.
      const slot = expired ? counts[s] - expiredCounts[s] + i : i - expiredCounts[s];
      const template = templates[slot % templates.length];
      const v = drawValues(r, now);
      const text = template.text(v, e, store.brand);
      const expiresAt = expiryFor(expiry, now, r);
      const startsAt = expiry === 'expired' ? new Date(expiresAt!.getTime() - r.int(7, 90) * DAY) : new Date(now.getTime() - r.int(60, 120 * 1440) * MINUTE);
      const usedCount = Math.floor(r.next() ** 2 * 2000);
      const usedToday = expiry !== 'expired' && r.chance(0.45);
      const staleToday = expiry === 'expired' && r.chance(0.3);
      const lastUse = expiry === 'expired' ? expiresAt!.getTime() : now.getTime();
      const timeOfUsing = r.chance(0.3) ? new Date(lastUse - r.int(2, 720) * MINUTE) : null;
      const id = take.promotion();
      const exclusive = template.kind === 'code' ? r.chance(0.12) : r.chance(0.03);
      const row: PromotionRow = {
        id,
        edition,
        storeId: store.row.id,
        title: text.title,
        link: `${store.row.websiteUrl}/${language.linkSegment}/${linkSlug(text.title)}`,
        offer: text.offer,
        description: text.description,
        condition: text.condition,
        kind: template.kind,
        isExclusive: exclusive,
        isVerified: !r.chance(0.08),
        startsAt,
        expiresAt,
        usedCount,
        usedTodayCount: usedToday ? r.int(1, Math.max(1, Math.min(90, Math.floor(usedCount / 8)))) : staleToday ? r.int(1, 20) : 0,
        usedTodayDate: usedToday ? today : staleToday ? siteToday(expiresAt!) : null,
        timeOfUsing,
        // Every row carries every flag: bulkInsert turns a missing key into NULL, not into the column default.
        inSlider: false,
        onHomepage: false,
        isDealOfMonth: false,
        sliderImage: null,
        position: exclusive ? 0 : 1,
        createdAt: startsAt,
        updatedAt: startsAt,
      };
      const coupon: CouponRow | null =
        template.kind === 'code'
          ? {
              id: take.coupon(),
              promotionId: id,
              code: couponCode(store.brand, language, text.offer, text.title, v, r),
              usedCount,
              timeOfUsing,
              // No votes yet (bulkInsert writes NULL for a missing key); the demo's votes fill them in.
              workedVotes: 0,
              failedVotes: 0,
              lastWorkedAt: null,
              feedbackRank: null,
              isFailing: false,
            }
          : null;
      const pct = text.offer.includes('%') ? Number(text.offer.replace(/\D/g, '')) || null : null;
      out.push({ row, coupon, expiry, store, pct });
    }
  });
  markFeatured(out, r);
  return out;
}

/** Slider, homepage and deal-of-the-month flags go to deals that stay valid for days: the slider must not empty itself. */
function markFeatured(promos: BuiltPromotion[], r: Random): void {
  const lasting = r.sample(promos.filter((p) => p.expiry === 'none' || p.expiry === 'date'), promos.length);
  const deal = lasting.find((p) => p.row.kind === 'code') ?? lasting[0];
  if (deal) {
    deal.row.isDealOfMonth = true;
    deal.row.isExclusive = true;
    deal.row.position = 0;
  }
  const pickDistinctStores = (count: number, skip: Set<BuiltPromotion>) => {
    const seen = new Set<number>();
    const chosen: BuiltPromotion[] = [];
    for (const p of lasting) {
      if (chosen.length === count) break;
      if (skip.has(p) || seen.has(p.row.storeId)) continue;
      seen.add(p.row.storeId);
      chosen.push(p);
    }
    return chosen;
  };
  const slider = pickDistinctStores(PROMOTION_FLAGS.inSlider, new Set(deal ? [deal] : []));
  for (const p of slider) {
    p.row.inSlider = true;
    p.row.sliderImage = bannerPath(p.store.brand.sector);
  }
  for (const p of pickDistinctStores(PROMOTION_FLAGS.onHomepage, new Set([...slider, ...(deal ? [deal] : [])]))) p.row.onHomepage = true;
}

/**
 * Each promotion is filed under one category of its shop's trade and that category's parent, so that parent pages
 * have content too; categories of a trade take turns so that none stays empty.
 */
export function buildPromotionCategories(promos: readonly BuiltPromotion[], categories: readonly BuiltCategory[], r: Random): PromotionCategoryRow[] {
  const bySector = new Map<Sector, BuiltCategory[]>();
  const turn = new Map<Sector, number>();
  const byKey = new Map(categories.map((c) => [c.node.key, c]));
  const rows: PromotionCategoryRow[] = [];
  for (const p of promos) {
    const sector = p.store.brand.sector;
    if (!bySector.has(sector)) bySector.set(sector, r.sample(categories.filter((c) => c.node.sectors.includes(sector)), categories.length));
    const candidates = bySector.get(sector)!;
    if (candidates.length === 0) continue;
    const n = turn.get(sector) ?? 0;
    turn.set(sector, n + 1);
    const category = candidates[n % candidates.length];
    rows.push({ promotionId: p.row.id, categoryId: category.row.id });
    const parent = category.parent ? byKey.get(category.parent.key) : undefined;
    if (parent) rows.push({ promotionId: p.row.id, categoryId: parent.row.id });
  }
  return rows;
}
