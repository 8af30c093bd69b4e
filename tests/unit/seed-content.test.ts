import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editionIds, editions, type EditionId } from '@/lib/editions';
import { pageIdentifiers } from '@/server/db/schema/pages';
import { STAY_TYPES } from '@/lib/comparator/options';
import { IdAllocator } from '@/server/db/seed/bulk';
import { RESERVED_SLUGS } from '@/server/db/seed/context';
import { buildBlog } from '@/server/db/seed/blog/build';
import { buildDestinations, type BuildContext } from '@/server/db/seed/destinations/build';
import { buildFeed, BEST_OFFERS_PER_EDITION, PROPERTIES_PER_EDITION } from '@/server/db/seed/properties/build';
import { Random } from '@/server/db/seed/random';
import { buildSite } from '@/server/db/seed/site/build';
import { categoryLinks, destinationPosts } from '@/server/db/seed/site/crosslinks';
import { SlugRegistry } from '@/server/db/seed/slugs';
import type { CatalogueSeed, DestinationsSeed } from '@/server/db/seed/types';

const NOW = new Date('2026-03-10T09:00:00Z');
const DAY = 86_400_000;

const emptyCatalogue = (): CatalogueSeed => ({
  stores: { 'fr-be': [], 'nl-be': [], 'fr-fr': [] },
  categories: { 'fr-be': [], 'nl-be': [], 'fr-fr': [] },
});

/** A small catalogue like the catalogue helper hands over: its slugs are claimed before ours. */
function sampleCatalogue(slugs: SlugRegistry): CatalogueSeed {
  const catalogue = emptyCatalogue();
  let id = 1;
  for (const edition of editionIds) {
    catalogue.stores[edition] = ['Soléo Voyages', 'Horizon Bleu', 'Stayzo', 'Aérolia', 'Casa Sol', 'Globassur'].map((name) => ({ id: id++, name, slug: slugs.claim(edition, name) }));
    catalogue.categories[edition] = ['Ski', 'City trips', 'Camping', 'Séjours all inclusive', 'Croisières'].map((name) => ({ id: id++, name, slug: slugs.claim(edition, name), parentId: null }));
  }
  return catalogue;
}

/** Everything the seeder builds, in its order, without a database. */
function buildAll(options: { scale?: number; withCatalogue?: boolean } = {}) {
  const ctx: BuildContext = { now: NOW, scale: options.scale ?? 1, ids: new IdAllocator(), slugs: new SlugRegistry() };
  for (const edition of editionIds) ctx.slugs.reserve(edition, RESERVED_SLUGS);
  const catalogue = options.withCatalogue ? sampleCatalogue(ctx.slugs) : emptyCatalogue();
  const random = new Random(42);
  const destinations: DestinationsSeed = { locations: { 'fr-be': [], 'nl-be': [], 'fr-fr': [] }, sublocations: { 'fr-be': [], 'nl-be': [], 'fr-fr': [] } };
  const destinationRows = Object.fromEntries(
    editionIds.map((edition) => {
      const rows = buildDestinations(ctx, random.fork(`d-${edition}`), edition, catalogue);
      destinations.locations[edition] = rows.seed.locations;
      destinations.sublocations[edition] = rows.seed.sublocations;
      return [edition, rows];
    }),
  ) as Record<EditionId, ReturnType<typeof buildDestinations>>;
  const blogs = Object.fromEntries(editionIds.map((e) => [e, buildBlog(ctx, random.fork(`b-${e}`), e, catalogue, destinations)])) as Record<EditionId, ReturnType<typeof buildBlog>>;
  const feeds = Object.fromEntries(editionIds.map((e) => [e, buildFeed(ctx, random.fork(`p-${e}`), e, destinations)])) as Record<EditionId, ReturnType<typeof buildFeed>>;
  const sites = Object.fromEntries(editionIds.map((e) => [e, buildSite(ctx, e, catalogue, destinations)])) as Record<EditionId, ReturnType<typeof buildSite>>;
  return { ctx, catalogue, destinations, destinationRows, blogs, feeds, sites };
}

const plain = (html: string) => html.replace(/<[^>]+>/g, ' ');
/** Words that only French uses: none may appear in a Dutch text. */
const FRENCH_MARKERS = /\b(vous|votre|nous|avec|pour|dans|sont|très|être|aussi|chez|partir)\b/i;
/** Words that only Dutch uses: none may appear in a French text. */
const DUTCH_MARKERS = /\b(het|een|wij|niet|naar|zijn|jouw|reizen)\b/i;

const all = buildAll({ withCatalogue: true });
const bare = buildAll();

describe('destinations', () => {
  it.each(editionIds)('%s has six continents and 30+ countries with regions and cities', (edition) => {
    const rows = all.destinationRows[edition];
    expect(rows.continents).toHaveLength(6);
    expect(rows.locations.length).toBeGreaterThanOrEqual(30);
    const continentIds = new Set(rows.continents.map((c) => c.id));
    expect(rows.locations.every((l) => continentIds.has(l.continentId!))).toBe(true);
    expect(rows.sublocations.filter((s) => s.kind === 'region').length).toBeGreaterThan(40);
    expect(rows.sublocations.filter((s) => s.kind === 'city').length).toBeGreaterThan(100);
  });

  it.each(editionIds)('%s: cities hang under a region of their own country, or directly under it', (edition) => {
    const rows = all.destinationRows[edition];
    const byId = new Map(rows.sublocations.map((s) => [s.id!, s]));
    for (const city of rows.sublocations.filter((s) => s.kind === 'city')) {
      if (city.parentId === null) continue;
      const parent = byId.get(city.parentId!)!;
      expect(parent.kind).toBe('region');
      expect(parent.locationId).toBe(city.locationId);
    }
    expect(rows.sublocations.some((s) => s.kind === 'city' && s.parentId === null)).toBe(true);
    expect(rows.sublocations.filter((s) => s.kind === 'region').every((s) => s.parentId === null)).toBe(true);
  });

  it.each(editionIds)('%s: menu and slider flags stay within the limits of the spec', (edition) => {
    const rows = all.destinationRows[edition];
    const menu = rows.locations.filter((l) => l.inMenu).length;
    expect(menu).toBeGreaterThan(10);
    expect(menu).toBeLessThanOrEqual(20);
    const subMenu = rows.sublocations.filter((s) => s.inMenu).length;
    expect(subMenu).toBeGreaterThan(10);
    expect(subMenu).toBeLessThanOrEqual(20);
    expect(rows.locations.filter((l) => l.isTop)).toHaveLength(10);
    expect(rows.locations.filter((l) => l.inHomepageSlider)).toHaveLength(8);
    expect(rows.sublocations.some((s) => s.inParentSlider)).toBe(true);
  });

  it.each(editionIds)('%s: every landing page has its texts, FAQ and feed filter', (edition) => {
    const rows = all.destinationRows[edition];
    for (const place of [...rows.locations, ...rows.sublocations]) {
      expect(place.header1).toBeTruthy();
      expect(place.header2).toBeTruthy();
      expect(place.topDescription).toMatch(/^<p>/);
      expect(place.bottomDescription).toContain('<h2>');
      expect(place.bottomDescription).toContain(`?`);
      expect(place.seoTitle!.length).toBeLessThanOrEqual(80);
      expect(place.metaDescription!.length).toBeLessThanOrEqual(170);
      expect(place.faqItems!.length).toBeGreaterThanOrEqual(3);
      expect(place.faqItems!.length).toBeLessThanOrEqual(4);
      expect(place.banner).toMatch(/^\/images\/destinations\/[a-z-]+(-\d)?\.svg$/);
    }
    for (const l of rows.locations) expect(l.datafeedLinkingFields).toEqual({ country: l.id });
    for (const s of rows.sublocations) expect(s.datafeedLinkingFields).toEqual(s.kind === 'region' ? { region: s.id } : { city: s.id });
  });

  it('names are in the language of the edition', () => {
    const names = (edition: EditionId) => new Set(all.destinationRows[edition].locations.map((l) => l.name));
    expect(names('fr-be')).toContain('Espagne');
    expect(names('nl-be')).toContain('Spanje');
    expect(names('nl-be')).toContain('Griekenland');
    expect(all.destinationRows['nl-be'].sublocations.map((s) => s.name)).toContain('Kreta');
    expect(all.destinationRows['fr-fr'].sublocations.map((s) => s.name)).toContain('Crète');
    expect(all.destinationRows['nl-be'].locations.find((l) => l.name === 'Spanje')!.header1).toBe('Vakantie in Spanje');
    expect(all.destinationRows['fr-be'].sublocations.find((s) => s.name === 'Îles Canaries')!.header1).toBe('Vacances aux Canaries');
  });

  it('Belgian pages speak of Belgian airports, French pages of French ones', () => {
    const spain = (edition: EditionId) => all.destinationRows[edition].locations.find((l) => l.datafeedLinkingFields && l.name.match(/Espagne|Spanje/))!.bottomDescription!;
    expect(spain('fr-be')).toContain('Charleroi');
    expect(spain('nl-be')).toContain('Charleroi');
    expect(spain('fr-fr')).toContain('Orly');
    expect(spain('fr-fr')).not.toContain('Charleroi');
  });

  it('links to the catalogue when it exists, and copes without it', () => {
    const rows = all.destinationRows['fr-be'];
    const storeIds = new Set(all.catalogue.stores['fr-be'].map((s) => s.id));
    const categoryIds = new Set(all.catalogue.categories['fr-be'].map((c) => c.id));
    expect(rows.locations.every((l) => l.bannerStoreIds!.length === 3 && l.bannerStoreIds!.every((id) => storeIds.has(id)))).toBe(true);
    expect(rows.locations.every((l) => categoryIds.has(l.relatedCategoryId!))).toBe(true);
    const austria = rows.locations.find((l) => l.name === 'Autriche')!;
    expect(all.catalogue.categories['fr-be'].find((c) => c.id === austria.relatedCategoryId)!.slug).toBe('ski');
    expect(bare.destinationRows['fr-be'].locations.every((l) => l.bannerStoreIds!.length === 0 && l.relatedCategoryId === null)).toBe(true);
  });
});

describe('slugs', () => {
  it.each(editionIds)('%s: free slugs are unique across stores, categories, destinations and blog', (edition) => {
    const slugs = [
      ...all.catalogue.stores[edition].map((s) => s.slug),
      ...all.catalogue.categories[edition].map((c) => c.slug),
      ...all.destinationRows[edition].continents.map((c) => c.slug),
      ...all.destinationRows[edition].locations.map((l) => l.slug),
      ...all.destinationRows[edition].sublocations.map((s) => s.slug),
      ...all.blogs[edition].categories.map((c) => c.slug),
      ...all.blogs[edition].posts.map((p) => p.slug),
    ];
    expect(new Set(slugs).size).toBe(slugs.length);
    // Our own slugs are chosen so that they need no `-2` suffix, even beside the catalogue's.
    const ours = [...all.destinationRows[edition].locations, ...all.destinationRows[edition].sublocations, ...all.blogs[edition].categories, ...all.blogs[edition].posts].map((row) => row.slug!);
    expect(ours.filter((slug) => /-\d+$/.test(slug))).toEqual([]);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(RESERVED_SLUGS).not.toContain(slug);
    }
  });
});

describe('holiday offers', () => {
  const priceBand = (price: number) => (price <= 300 ? 0 : price <= 500 ? 1 : price <= 750 ? 2 : price <= 1000 ? 3 : 4);
  const durationBand = (nights: number) => (nights <= 5 ? 0 : nights <= 10 ? 1 : 2);

  it.each(editionIds)('%s: 2,000 offers covering every price and duration band', (edition) => {
    const { properties } = all.feeds[edition];
    expect(properties).toHaveLength(PROPERTIES_PER_EDITION);
    const prices = new Map<number, number>();
    const durations = new Map<number, number>();
    for (const p of properties) {
      prices.set(priceBand(p.price), (prices.get(priceBand(p.price)) ?? 0) + 1);
      durations.set(durationBand(p.durationNights), (durations.get(durationBand(p.durationNights)) ?? 0) + 1);
      expect(Number.isInteger(p.price)).toBe(true);
    }
    // Every band holds a real share of the feed, not a lone offer.
    for (const band of [0, 1, 2, 3, 4]) expect(prices.get(band) ?? 0).toBeGreaterThan(PROPERTIES_PER_EDITION * 0.05);
    for (const band of [0, 1, 2]) expect(durations.get(band) ?? 0).toBeGreaterThan(PROPERTIES_PER_EDITION * 0.1);
  });

  it.each(editionIds)('%s: stars, stays, discounts, departures and best offers are consistent', (edition) => {
    const { properties } = all.feeds[edition];
    const today = NOW.toISOString().slice(0, 10);
    const in14 = new Date(NOW.getTime() + 14 * DAY).toISOString().slice(0, 10);
    expect(new Set(properties.map((p) => p.stars))).toEqual(new Set([2, 3, 4, 5]));
    expect(new Set(properties.map((p) => p.typeOfStay))).toEqual(new Set(STAY_TYPES));
    for (const p of properties) {
      expect(p.departureDate > today).toBe(true);
      if (p.isLastMinute) expect(p.departureDate <= in14).toBe(true);
      if (p.hasDiscount) expect(p.originalPrice!).toBeGreaterThan(p.price);
      else expect(p.originalPrice).toBeNull();
    }
    const lastMinute = properties.filter((p) => p.isLastMinute).length / properties.length;
    expect(lastMinute).toBeGreaterThan(0.15);
    expect(lastMinute).toBeLessThan(0.25);
    expect(properties.filter((p) => p.isBestOffer)).toHaveLength(BEST_OFFERS_PER_EDITION);
    const cities = new Set(properties.map((p) => p.departureCity).filter(Boolean));
    if (edition === 'fr-fr') expect(cities).toContain('Paris');
    else expect(cities).toContain('Charleroi');
    expect(cities.has(edition === 'nl-be' ? 'Bruxelles' : 'Brussel')).toBe(false);
  });

  it.each(editionIds)('%s: each offer sits in the destination tree and has 2–6 services', (edition) => {
    const { properties, links, serviceTypes, partners, propertyCategories } = all.feeds[edition];
    const subs = new Map(all.destinations.sublocations[edition].map((s) => [s.id, s]));
    const countries = new Set(all.destinations.locations[edition].map((l) => l.id));
    for (const p of properties) {
      expect(countries.has(p.countryId)).toBe(true);
      if (p.regionId !== null && p.regionId !== undefined) expect(subs.get(p.regionId)).toMatchObject({ kind: 'region', locationId: p.countryId });
      if (p.cityId !== null && p.cityId !== undefined) {
        const city = subs.get(p.cityId)!;
        expect(city).toMatchObject({ kind: 'city', locationId: p.countryId });
        expect(city.parentId).toBe(p.regionId ?? null);
      }
    }
    const perProperty = new Map<number, number>();
    for (const link of links) perProperty.set(link.propertyId, (perProperty.get(link.propertyId) ?? 0) + 1);
    expect(perProperty.size).toBe(properties.length);
    for (const count of perProperty.values()) {
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(6);
    }
    expect(serviceTypes.length).toBeGreaterThanOrEqual(10);
    expect(propertyCategories.length).toBeGreaterThanOrEqual(6);
    expect(partners.length).toBeGreaterThanOrEqual(6);
    expect(partners.length).toBeLessThanOrEqual(8);
    expect(partners.every((p) => p.websiteUrl!.endsWith('.example') && p.logo!.startsWith('/images/partners/'))).toBe(true);
  });

  it('scales with ctx.scale but keeps a fixed number of best offers', () => {
    const scaled = buildAll({ scale: 2 });
    expect(scaled.feeds['nl-be'].properties).toHaveLength(2 * PROPERTIES_PER_EDITION);
    expect(scaled.feeds['nl-be'].properties.filter((p) => p.isBestOffer)).toHaveLength(BEST_OFFERS_PER_EDITION);
  });

  it('describes Dutch offers in Dutch and French offers in French', () => {
    for (const p of all.feeds['nl-be'].properties.slice(0, 300)) expect(p.description).not.toMatch(FRENCH_MARKERS);
    for (const p of all.feeds['fr-be'].properties.slice(0, 300)) expect(p.description).not.toMatch(DUTCH_MARKERS);
  });
});

describe('blog', () => {
  it.each(editionIds)('%s: 6+ categories (4+ featured) and 60+ posts with unique titles', (edition) => {
    const { categories, posts } = all.blogs[edition];
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(categories.filter((c) => c.isFeatured).length).toBeGreaterThanOrEqual(4);
    expect(posts.length).toBeGreaterThanOrEqual(60);
    expect(new Set(posts.map((p) => p.title)).size).toBe(posts.length);
    const categoryIds = new Set(categories.map((c) => c.id));
    expect(posts.every((p) => categoryIds.has(p.categoryId))).toBe(true);
    // Every category has posts.
    expect(new Set(posts.map((p) => p.categoryId)).size).toBe(categories.length);
  });

  it.each(editionIds)('%s: posts are real articles published over the last 18 months', (edition) => {
    const { posts } = all.blogs[edition];
    for (const post of posts) {
      const age = (NOW.getTime() - (post.publishedAt as Date).getTime()) / DAY;
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(550);
      expect(post.content!.match(/<h2>/g)!.length).toBeGreaterThanOrEqual(2);
      expect(post.content!.match(/<p>/g)!.length).toBeGreaterThanOrEqual(3);
      expect(post.content).toMatch(/<a href="\/[^"]*">/);
      expect(post.excerpt!.length).toBeGreaterThan(60);
      expect(post.author).toBeTruthy();
      expect(post.readingMinutes).toBeGreaterThanOrEqual(2);
      expect(post.similarStoreIds!.length).toBeGreaterThanOrEqual(3);
      expect(post.similarStoreIds!.length).toBeLessThanOrEqual(5);
      expect(post.image).toMatch(/^\/images\/blog\/[a-z]+-\d\.svg$/);
    }
    const ages = posts.map((p) => (NOW.getTime() - (p.publishedAt as Date).getTime()) / DAY);
    expect(Math.max(...ages)).toBeGreaterThan(400);
    expect(Math.min(...ages)).toBeLessThan(30);
    expect(posts.filter((p) => p.isFeatured).length).toBeGreaterThanOrEqual(4);
  });

  it('links only to pages that exist in the edition', () => {
    for (const edition of editionIds) {
      const segments = editions[edition].segments;
      const hrefs = all.blogs[edition].posts.flatMap((p) => [...p.content!.matchAll(/href="([^"]+)"/g)].map((m) => m[1]));
      const stores = new Set(all.catalogue.stores[edition].map((s) => `/${s.slug}`));
      for (const href of hrefs) {
        const ok =
          href.startsWith(`/${segments.destinations}/`) || href.startsWith(`/${segments.comparator}`) || href.startsWith(`/${segments.blog}/`) || stores.has(href);
        expect(ok, `${edition}: ${href}`).toBe(true);
      }
    }
  });

  it('has no store links and no crash without a catalogue', () => {
    expect(bare.blogs['fr-be'].posts.length).toBeGreaterThanOrEqual(60);
    expect(bare.blogs['fr-be'].posts.every((p) => p.similarStoreIds!.length === 0)).toBe(true);
  });

  it('writes Dutch posts in Dutch and French posts in French', () => {
    for (const post of all.blogs['nl-be'].posts) {
      expect(`${post.title} ${post.excerpt} ${plain(post.content!)}`, post.title).not.toMatch(FRENCH_MARKERS);
    }
    for (const edition of ['fr-be', 'fr-fr'] as const) {
      for (const post of all.blogs[edition].posts) expect(`${post.title} ${post.excerpt} ${plain(post.content!)}`, post.title).not.toMatch(DUTCH_MARKERS);
    }
  });
});

describe('site', () => {
  it.each(editionIds)('%s: all static pages, 10–15 footer links, a copyright and 2–3 banners', (edition) => {
    const site = all.sites[edition];
    expect(site.pages.map((p) => p.identifier).sort()).toEqual([...pageIdentifiers].sort());
    for (const page of site.pages) {
      expect(page.title).toBeTruthy();
      expect(page.seoTitle).toBeTruthy();
      expect(page.content!.length).toBeGreaterThan(page.identifier === 'html_sitemap_page' || page.identifier === 'blog_page' ? 100 : 800);
    }
    expect(site.footerLinks.length).toBeGreaterThanOrEqual(10);
    expect(site.footerLinks.length).toBeLessThanOrEqual(15);
    expect(site.footerLinks.filter((l) => l.isCopyright).length).toBeGreaterThanOrEqual(4);
    expect(site.footerLinks.filter((l) => !l.isCopyright).length % 5).toBe(0);
    expect(site.footerLinks.every((l) => l.link.startsWith('/'))).toBe(true);
    expect(site.copyright.text).toContain(`© ${NOW.getUTCFullYear()} ${editions[edition].brandName}`);
    expect(site.banners.length).toBeGreaterThanOrEqual(2);
    expect(site.banners.length).toBeLessThanOrEqual(3);
    expect(site.banners.find((b) => b.storeId !== null && b.storeId !== undefined)?.storeId).toBe(all.catalogue.stores[edition][0].id);
  });

  it('uses the segments of each edition and its own legal details', () => {
    const links = (edition: EditionId) => all.sites[edition].footerLinks.map((l) => l.link);
    expect(links('nl-be')).toContain('/wettelijke-vertegenwoordiger');
    expect(links('nl-be')).toContain('/vergelijken');
    expect(links('fr-be')).toContain('/mentions-legales');
    const legal = (edition: EditionId) => all.sites[edition].pages.find((p) => p.identifier === 'mentions_legales_page')!.content!;
    expect(legal('fr-be')).toMatch(/SRL.*1000 Bruxelles.*BCE 0\d{3}\.\d{3}\.\d{3}/s);
    expect(legal('fr-fr')).toMatch(/SAS.*Paris.*RCS Paris/s);
    expect(legal('nl-be')).toContain('KBO');
    const privacy = (edition: EditionId) => all.sites[edition].pages.find((p) => p.identifier === 'privacy_policy_page')!.content!;
    expect(privacy('fr-fr')).toContain('CNIL');
    expect(privacy('fr-be')).toContain('Autorité de protection des données');
    expect(privacy('nl-be')).toContain('Gegevensbeschermingsautoriteit');
    for (const page of all.sites['nl-be'].pages) expect(plain(page.content!), page.identifier).not.toMatch(FRENCH_MARKERS);
  });

  it('gives every destination and category 3–4 related posts and categories 4–8 offers', () => {
    const random = new Random(7);
    const links = destinationPosts(random, 'fr-be', all.destinations, all.blogs['fr-be'].seed);
    const postIds = new Set(all.blogs['fr-be'].seed.map((p) => p.id));
    for (const row of [...links.locations, ...links.sublocations]) {
      expect(row.posts.length).toBeGreaterThanOrEqual(3);
      expect(row.posts.length).toBeLessThanOrEqual(4);
      expect(new Set(row.posts).size).toBe(row.posts.length);
      expect(row.posts.every((id) => postIds.has(id))).toBe(true);
    }
    // A country with a guide lists it first.
    const spain = all.destinations.locations['fr-be'].find((l) => l.name === 'Espagne')!;
    const guide = all.blogs['fr-be'].seed.find((p) => p.places?.some((pl) => pl.kind === 'location' && pl.id === spain.id))!;
    expect(links.locations.find((l) => l.id === spain.id)!.posts[0]).toBe(guide.id);

    const feed = all.feeds['fr-be'].properties.map((p) => ({ id: p.id!, edition: 'fr-be', category: p.categoryId === 7 ? 'chalet' : 'hotel', stay: p.typeOfStay }));
    const categories = categoryLinks(random, 'fr-be', all.catalogue.categories['fr-be'], all.blogs['fr-be'].seed, feed);
    expect(categories).toHaveLength(all.catalogue.categories['fr-be'].length);
    for (const row of categories) {
      expect(row.posts.length).toBeGreaterThanOrEqual(3);
      expect(row.hotels!.length).toBeGreaterThanOrEqual(4);
      expect(row.hotels!.length).toBeLessThanOrEqual(8);
    }
  });
});

describe('images', () => {
  it('every picture the content points at exists under public/ (run scripts/generate-images.ts)', () => {
    const paths = new Set<string>();
    for (const edition of editionIds) {
      for (const row of [...all.destinationRows[edition].locations, ...all.destinationRows[edition].sublocations]) paths.add(row.banner!);
      for (const row of [...all.blogs[edition].categories, ...all.blogs[edition].posts]) paths.add(row.image!);
      for (const row of all.feeds[edition].properties) paths.add(row.image!);
      for (const row of all.feeds[edition].partners) paths.add(row.logo!);
      for (const row of all.sites[edition].banners) paths.add(row.image);
    }
    const missing = [...paths].filter((p) => !fs.existsSync(path.join(process.cwd(), 'public', p)));
    expect(missing).toEqual([]);
    expect(paths.size).toBeGreaterThan(60);
  });
});

describe('determinism', () => {
  it('builds the same content twice for the same clock', () => {
    const again = buildAll({ withCatalogue: true });
    expect(JSON.stringify(again.destinationRows)).toBe(JSON.stringify(all.destinationRows));
    expect(JSON.stringify(again.feeds['fr-fr'].properties.slice(0, 200))).toBe(JSON.stringify(all.feeds['fr-fr'].properties.slice(0, 200)));
    expect(JSON.stringify(again.blogs)).toBe(JSON.stringify(all.blogs));
    expect(JSON.stringify(again.sites)).toBe(JSON.stringify(all.sites));
  });
});
