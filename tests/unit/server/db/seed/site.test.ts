import { describe, expect, it } from 'vitest';
import { editionIds, editions, type EditionId } from '@/lib/editions';
import { pageIdentifiers } from '@/server/db/schema/pages';
import { Random } from '@/server/db/seed/random';
import { categoryLinks, destinationPosts } from '@/server/db/seed/site/crosslinks';
import { all, FRENCH_MARKERS, NOW, plain } from './fixtures';

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

