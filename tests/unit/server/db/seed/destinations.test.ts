import { describe, expect, it } from 'vitest';
import { editionIds, type EditionId } from '@/lib/editions';
import { all, bare } from './fixtures';

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

