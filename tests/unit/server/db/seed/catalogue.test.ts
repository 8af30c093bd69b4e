import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { editionIds } from '@/lib/editions';
import { siteToday } from '@/lib/time';
import type { Db } from '@/server/db/types';
import { createSeedContext, RESERVED_SLUGS } from '@/server/db/seed/context';
import { buildCatalogue, type Catalogue } from '@/server/db/seed/catalogue/build';
import { BRANDS } from '@/server/db/seed/catalogue/brands';
import { expiryCases } from '@/server/db/seed/catalogue/expiry';
import { linkSlug, PROMOTIONS_PER_EDITION } from '@/server/db/seed/catalogue/promotions';
import { wordmarkLines } from '@/server/db/seed/catalogue/artwork';
import { BRAND_COPY_FR } from '@/server/db/seed/catalogue/brand-copy.fr';
import { BRAND_COPY_NL } from '@/server/db/seed/catalogue/brand-copy.nl';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const publicDir = path.resolve(import.meta.dirname, '..', '..', '..', '..', '..', 'public');

function build(now: Date, scale = 1): Catalogue {
  // The builders never touch the database: a context without one is enough.
  const ctx = createSeedContext(null as unknown as Db, { now, scale });
  for (const edition of editionIds) ctx.slugs.reserve(edition, RESERVED_SLUGS);
  return buildCatalogue(ctx);
}

const NOW = new Date('2026-07-14T09:30:00Z');
const catalogue = build(NOW);
const isActive = (expiresAt: Date | null | undefined, now = NOW) => !expiresAt || expiresAt.getTime() >= now.getTime();

describe('catalogue seed: stores', () => {
  it.each(editionIds)('%s has 45–50 shops with unique slugs that no route reserves', (edition) => {
    const { stores, categories } = catalogue[edition];
    expect(stores.length).toBeGreaterThanOrEqual(45);
    expect(stores.length).toBeLessThanOrEqual(50);
    const slugs = [...stores.map((s) => s.row.slug), ...categories.map((c) => c.row.slug)];
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(RESERVED_SLUGS).not.toContain(slug);
    }
  });

  it.each(editionIds)('%s shops have consistent ratings, flags and a logo file', (edition) => {
    const { stores } = catalogue[edition];
    for (const { row } of stores) {
      expect(row.ratingCount).toBeGreaterThanOrEqual(5);
      expect(row.ratingCount).toBeLessThanOrEqual(900);
      expect(row.rating).toBeGreaterThanOrEqual(3.5);
      expect(row.rating).toBeLessThanOrEqual(4.9);
      expect(row.rating).toBe(Math.round((row.ratingSum! / row.ratingCount!) * 10) / 10);
      expect(row.websiteUrl).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example$/);
      expect(row.icon).toMatch(/^\/logos\/stores\/[a-z0-9-]+\.svg$/);
      expect(fs.existsSync(path.join(publicDir, row.icon!))).toBe(true);
      const sentences = row.description!.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 3);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
      for (const field of [row.header1, row.seoTitle, row.metaDescription]) expect(field).toContain(row.name);
    }
    expect(stores.filter((s) => s.row.inMenu)).toHaveLength(20);
    expect(stores.filter((s) => s.row.isTop)).toHaveLength(12);
    expect(stores.filter((s) => s.row.onHomepage)).toHaveLength(12);
  });

  it('shares one logo file between the editions that list a brand', () => {
    const iconsByName = new Map<string, Set<string>>();
    for (const edition of editionIds) {
      for (const { row } of catalogue[edition].stores) {
        iconsByName.set(row.name, (iconsByName.get(row.name) ?? new Set()).add(row.icon!));
      }
    }
    expect([...iconsByName.values()].every((icons) => icons.size === 1)).toBe(true);
    expect(new Set(BRANDS.map((b) => b.name)).size).toBe(BRANDS.length);
  });

  it('opens every description with copy written for that shop, in the edition\'s language', () => {
    for (const edition of editionIds) {
      const copy = edition === 'nl-be' ? BRAND_COPY_NL : BRAND_COPY_FR;
      for (const { row } of catalogue[edition].stores) expect(row.description!.startsWith(copy[row.name] ?? '∅')).toBe(true);
    }
  });

  it('splits long wordmarks on two balanced lines', () => {
    expect(wordmarkLines('Casa Sol')).toEqual(['Casa Sol']);
    expect(wordmarkLines('Ferries de la Manche')).toEqual(['Ferries de', 'la Manche']);
  });
});

describe('catalogue seed: promotions', () => {
  it.each(editionIds)('%s has the requested volume, and every shop several active and a few expired deals', (edition) => {
    const { promotions, stores } = catalogue[edition];
    expect(promotions).toHaveLength(PROMOTIONS_PER_EDITION);
    for (const store of stores) {
      const own = promotions.filter((p) => p.row.storeId === store.row.id);
      expect(own.filter((p) => isActive(p.row.expiresAt)).length).toBeGreaterThanOrEqual(4);
      expect(own.filter((p) => !isActive(p.row.expiresAt)).length).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(editionIds)('%s: no shop shows the same deal twice among its active ones', (edition) => {
    const { promotions, stores } = catalogue[edition];
    for (const store of stores) {
      const titles = promotions.filter((p) => p.row.storeId === store.row.id && isActive(p.row.expiresAt)).map((p) => p.row.title);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  it('cuts deal links after a whole word', () => {
    expect(linkSlug('-20 % sur les séjours en Crète')).toBe('20-sur-les-sejours-en-crete');
    const long = linkSlug('Premier mois offert sur l\'assurance voyage annuelle pour toute la famille');
    expect(long.length).toBeLessThanOrEqual(60);
    expect('premier-mois-offert-sur-l-assurance-voyage-annuelle-pour-toute-la-famille'.startsWith(long + '-')).toBe(true);
  });

  it.each(editionIds)('%s covers every presentation case of the spec', (edition) => {
    const { promotions } = catalogue[edition];
    for (const kind of ['code', 'offer', 'free_delivery']) expect(promotions.some((p) => p.row.kind === kind)).toBe(true);
    for (const expiry of expiryCases) expect(promotions.filter((p) => p.expiry === expiry).length).toBeGreaterThan(3);
    expect(promotions.some((p) => p.row.isExclusive)).toBe(true);
    expect(promotions.some((p) => p.row.timeOfUsing)).toBe(true);
    expect(promotions.some((p) => p.row.usedTodayDate === siteToday(NOW) && p.row.usedTodayCount! > 0)).toBe(true);
  });

  it.each(editionIds)('%s expiry dates match their case', (edition) => {
    const today = siteToday(NOW);
    const tomorrow = siteToday(new Date(NOW.getTime() + DAY));
    for (const p of catalogue[edition].promotions) {
      const end = p.row.expiresAt;
      const left = end ? end.getTime() - NOW.getTime() : null;
      expect(p.row.startsAt!.getTime()).toBeLessThan(NOW.getTime());
      if (end) expect(p.row.startsAt!.getTime()).toBeLessThan(end.getTime());
      switch (p.expiry) {
        case 'none': expect(end).toBeNull(); break;
        case 'minutes': expect(left).toBeGreaterThanOrEqual(10 * MINUTE); expect(left).toBeLessThanOrEqual(40 * MINUTE); break;
        case 'hours': expect(left).toBeGreaterThanOrEqual(60 * MINUTE); expect(left).toBeLessThanOrEqual(300 * MINUTE); break;
        case 'today': expect(left).toBeGreaterThan(0); expect(siteToday(end!)).toBe(today); break;
        case 'tomorrow': expect(siteToday(end!)).toBe(tomorrow); break;
        case 'date': expect(left).toBeGreaterThan(2 * DAY); expect(left).toBeLessThan(92 * DAY); break;
        case 'expired': expect(left).toBeLessThan(0); expect(left).toBeGreaterThan(-61 * DAY); break;
      }
    }
  });

  it('keeps "today" on the same Brussels day late in the evening', () => {
    const late = new Date('2026-01-20T22:40:00Z'); // 23:40 in Brussels
    const promos = build(late)['fr-be'].promotions;
    const today = promos.filter((p) => p.expiry === 'today');
    expect(today.length).toBeGreaterThan(0);
    for (const p of today) {
      expect(p.row.expiresAt!.getTime()).toBeGreaterThan(late.getTime());
      expect(siteToday(p.row.expiresAt!)).toBe(siteToday(late));
    }
  });

  it.each(editionIds)('%s: a coupon exactly for each code deal, with a realistic code', (edition) => {
    for (const p of catalogue[edition].promotions) {
      expect(p.coupon !== null).toBe(p.row.kind === 'code');
      if (p.coupon) {
        expect(p.coupon.promotionId).toBe(p.row.id);
        expect(p.coupon.code).toMatch(/^[A-Z]{2,10}\d{1,4}$/);
      }
      expect(p.row.usedCount).toBeGreaterThanOrEqual(0);
      expect(p.row.usedCount).toBeLessThanOrEqual(2000);
      expect(p.row.link.startsWith(p.store.row.websiteUrl + '/')).toBe(true);
      expect(p.row.offer!.length).toBeLessThanOrEqual(20);
    }
  });

  it.each(editionIds)('%s features lasting deals: one deal of the month, 12 in the slider with a banner, 20 on the homepage', (edition) => {
    const { promotions } = catalogue[edition];
    const lasting = (p: (typeof promotions)[number]) => isActive(p.row.expiresAt, new Date(NOW.getTime() + 2 * DAY));
    const deal = promotions.filter((p) => p.row.isDealOfMonth);
    expect(deal).toHaveLength(1);
    expect(lasting(deal[0])).toBe(true);
    const slider = promotions.filter((p) => p.row.inSlider);
    expect(slider).toHaveLength(12);
    for (const p of slider) {
      expect(lasting(p)).toBe(true);
      expect(fs.existsSync(path.join(publicDir, p.row.sliderImage!))).toBe(true);
    }
    const home = promotions.filter((p) => p.row.onHomepage);
    expect(home).toHaveLength(20);
    expect(home.every(lasting)).toBe(true);
  });

  it('scales the promotions and the shops, not the categories: a few shops with hundreds of codes, most with a handful', () => {
    const big = build(NOW, 10);
    const { promotions, stores, categories } = big['nl-be'];
    expect(promotions).toHaveLength(PROMOTIONS_PER_EDITION * 10);
    expect(new Set(promotions.map((p) => p.row.id)).size).toBe(PROMOTIONS_PER_EDITION * 10);
    expect(stores).toHaveLength(catalogue['nl-be'].stores.length * 10);
    expect(categories).toHaveLength(catalogue['nl-be'].categories.length);
    // The demo's brands stay as they are; the others are their branches and sister labels, each with its own page.
    expect(stores.slice(0, catalogue['nl-be'].stores.length).map((s) => s.row.slug)).toEqual(catalogue['nl-be'].stores.map((s) => s.row.slug));
    expect(new Set(stores.map((s) => s.row.name)).size).toBe(stores.length);
    expect(new Set(stores.map((s) => s.row.slug)).size).toBe(stores.length);
    for (const { row } of stores) expect(fs.existsSync(path.join(publicDir, row.icon!))).toBe(true);
    const perShop = stores.map((s) => promotions.filter((p) => p.store === s).length).sort((a, b) => b - a);
    expect(perShop[0]).toBeGreaterThanOrEqual(150);
    expect(perShop[Math.floor(perShop.length / 2)]).toBeLessThanOrEqual(8);
    expect(perShop[perShop.length - 1]).toBeGreaterThanOrEqual(3);
    for (const store of stores) {
      const own = promotions.filter((p) => p.store === store);
      expect(own.some((p) => isActive(p.row.expiresAt))).toBe(true);
    }
  });

  it('builds the same demo twice', () => {
    const again = build(NOW);
    for (const edition of editionIds) {
      expect(again[edition].promotions.map((p) => [p.row.id, p.row.title, p.coupon?.code])).toEqual(catalogue[edition].promotions.map((p) => [p.row.id, p.row.title, p.coupon?.code]));
    }
  });
});

describe('catalogue seed: categories', () => {
  it.each(editionIds)('%s has the tree the header and the routes expect', (edition) => {
    const { categories } = catalogue[edition];
    const top = categories.filter((c) => c.row.parentId === null);
    expect(top.length).toBeGreaterThanOrEqual(8);
    expect(top.length).toBeLessThanOrEqual(12);
    const headings = categories.filter((c) => c.row.isHeading);
    expect(headings.length).toBeGreaterThanOrEqual(4);
    expect(headings.length).toBeLessThanOrEqual(6);
    const childCounts = headings.map((h) => categories.filter((c) => c.row.parentId === h.row.id).length);
    expect(Math.max(...childCounts)).toBe(8);
    expect(categories.some((c) => c.depth === 2)).toBe(true);
    expect(categories.filter((c) => c.row.inMenu).length).toBeLessThanOrEqual(40);
    const onHome = categories.filter((c) => c.row.onHomepage).length;
    expect(onHome).toBeGreaterThanOrEqual(6);
    expect(onHome).toBeLessThanOrEqual(8);
    const slider = categories.filter((c) => c.row.inHomepageSlider).length;
    expect(slider).toBeGreaterThanOrEqual(6);
    expect(slider).toBeLessThanOrEqual(10);
    expect(categories.some((c) => c.row.inParentSlider && c.row.parentId !== null)).toBe(true);
    expect(categories.some((c) => c.row.relatedCategoryId)).toBe(true);
  });

  it.each(editionIds)('%s landing pages have HTML copy, 3–5 FAQ items and feed filters without ids', (edition) => {
    const allowed = ['last', 'price', 'duration', 'rating', 'type_of_stay', 'has_discount'];
    for (const { row } of catalogue[edition].categories) {
      expect(row.topDescription).toMatch(/^<p>.+<\/p>$/);
      expect(row.belowDescription).toMatch(/<h2>.+<\/h2>/);
      expect(row.belowDescription).toMatch(/<ul>(<li>[^<]+<\/li>){3,}<\/ul>/);
      expect(row.faqItems!.length).toBeGreaterThanOrEqual(3);
      expect(row.faqItems!.length).toBeLessThanOrEqual(5);
      for (const item of row.faqItems!) {
        expect(item.question.trim().endsWith('?')).toBe(true);
        expect(item.answer.length).toBeGreaterThan(40);
      }
      for (const key of Object.keys(row.datafeedLinkingFields ?? {})) expect(allowed).toContain(key);
      expect(row.relatedPostIds).toBeUndefined();
      expect(row.specificHotelIds).toBeUndefined();
    }
    const feeds = catalogue[edition].categories.map((c) => c.row.datafeedLinkingFields);
    expect(feeds).toContainEqual({ last: true });
  });

  it.each(editionIds)('%s links: each deal in 1–2 categories, no empty category, 6–15 shops and 3–6 bottom shops', (edition) => {
    const { categories, promotions, promotionCategories, categoryStores } = catalogue[edition];
    const perPromotion = new Map<number, number>();
    for (const link of promotionCategories) perPromotion.set(link.promotionId, (perPromotion.get(link.promotionId) ?? 0) + 1);
    expect(perPromotion.size).toBe(promotions.length);
    expect([...perPromotion.values()].every((n) => n >= 1 && n <= 2)).toBe(true);
    for (const { row } of categories) {
      expect(promotionCategories.some((l) => l.categoryId === row.id)).toBe(true);
      const main = categoryStores.filter((l) => l.categoryId === row.id && !l.isBottom);
      const bottom = categoryStores.filter((l) => l.categoryId === row.id && l.isBottom);
      expect(main.length).toBeGreaterThanOrEqual(6);
      expect(main.length).toBeLessThanOrEqual(15);
      expect(bottom.length).toBeGreaterThanOrEqual(3);
      expect(bottom.length).toBeLessThanOrEqual(6);
    }
  });
});

describe('catalogue seed: language and determinism', () => {
  const keyTexts = (edition: (typeof editionIds)[number]) => [
    ...catalogue[edition].stores.flatMap(({ row }) => [row.description!, row.header1!, row.seoTitle!, row.metaDescription!]),
    ...catalogue[edition].promotions.flatMap(({ row }) => [row.title, row.offer!, row.description!, row.condition!]),
    ...catalogue[edition].categories.flatMap(({ row }) => [row.header1!, row.header2!, row.topDescription!, row.belowDescription!, row.metaDescription!, ...row.faqItems!.flatMap((f) => [f.question, f.answer])]),
  ];
  const words = (texts: string[]) => new Set(texts.join(' ').toLowerCase().split(/[^a-zà-ÿ']+/));
  const english = ['the', 'and', 'with', 'your', 'you', 'free', 'off', 'get', 'now', 'save', 'deal', 'deals', 'sale', 'shop', 'book', 'our', 'for', 'from', 'only', 'offer', 'lorem', 'ipsum'];

  it.each(editionIds)('%s key texts contain no English', (edition) => {
    const found = words(keyTexts(edition));
    expect(english.filter((w) => found.has(w))).toEqual([]);
  });

  it('writes French in French and Dutch in Dutch', () => {
    const nl = words(keyTexts('nl-be'));
    expect(['des', 'sur', 'avec', 'votre', 'pour', 'réduction'].filter((w) => nl.has(w))).toEqual([]);
    for (const edition of ['fr-be', 'fr-fr'] as const) {
      const fr = words(keyTexts(edition));
      expect(['het', 'korting', 'voor', 'jouw', 'wordt', 'een'].filter((w) => fr.has(w))).toEqual([]);
    }
  });

  it('gives each edition its own country', () => {
    const text = (edition: (typeof editionIds)[number]) => keyTexts(edition).join(' ');
    expect(text('fr-fr')).not.toMatch(/Belgique|Bruxelles|Charleroi/);
    expect(text('fr-be')).not.toMatch(/France métropolitaine|Paris, Lyon/);
    expect(text('fr-fr')).toMatch(/France/);
    expect(text('nl-be')).toMatch(/België/);
  });

  it('is deterministic and uses neither Math.random nor the clock', () => {
    const random = vi.spyOn(Math, 'random');
    const clock = vi.spyOn(Date, 'now');
    const again = build(NOW);
    expect(random).not.toHaveBeenCalled();
    expect(clock).not.toHaveBeenCalled();
    random.mockRestore();
    clock.mockRestore();
    expect(JSON.stringify(again)).toBe(JSON.stringify(catalogue));
  });
});

describe('catalogue seed: visitors’ votes on codes', () => {
  it.each(editionIds)('%s has current codes with and without votes, a few flagged, figures summed from the votes', (edition) => {
    const { promotions, codeVotes } = catalogue[edition];
    const coded = promotions.filter((p) => p.coupon && p.expiry !== 'expired');
    const voted = coded.filter((p) => p.coupon!.workedVotes! + p.coupon!.failedVotes! > 0);
    expect(voted.length).toBeGreaterThan(coded.length * 0.4);
    expect(voted.length).toBeLessThan(coded.length * 0.8);
    expect(voted.some((p) => p.coupon!.isFailing)).toBe(true);
    for (const { coupon } of voted) {
      const rows = codeVotes.filter((v) => v.couponId === coupon!.id);
      expect(rows.filter((v) => v.worked)).toHaveLength(coupon!.workedVotes!);
      expect(rows.filter((v) => !v.worked)).toHaveLength(coupon!.failedVotes!);
      for (const v of rows) expect(v.votedAt!.getTime()).toBeLessThan(NOW.getTime());
    }
    // Expired codes and offers carry no votes.
    const votedIds = new Set(codeVotes.map((v) => v.couponId));
    expect(promotions.filter((p) => p.coupon && p.expiry === 'expired').some((p) => votedIds.has(p.coupon!.id))).toBe(false);
  });
});
