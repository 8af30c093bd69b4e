import { describe, expect, it } from 'vitest';
import { editionIds } from '@/lib/editions';
import { STAY_TYPES } from '@/lib/comparator/options';
import { BEST_OFFERS_PER_EDITION, PROPERTIES_PER_EDITION } from '@/server/db/seed/properties/build';
import { all, buildAll, DAY, DUTCH_MARKERS, FRENCH_MARKERS, NOW } from './fixtures';

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

