import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, locations } from '@/server/db/schema';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => api.handle.close());

/** The demo content gives every country, place and category a translation key shared by the three editions. */
describe('alternates of the landing pages (hreflang)', () => {
  it('links a country to the same country in the other editions, by their own slugs', async () => {
    const { status, body } = await api.get('/locations/grece/?language=fr-be');
    expect(status).toBe(200);
    expect(body.alternates).toEqual({ 'nl-be': '/bestemmingen/griekenland', 'fr-fr': '/pays/grece' });
  });

  it('gives a region and a city their whole chain in each edition', async () => {
    expect((await api.get('/sublocations/crete/?language=fr-be')).body.alternates).toEqual({
      'nl-be': '/bestemmingen/griekenland/kreta',
      'fr-fr': '/pays/grece/crete',
    });
    expect((await api.get('/sublocations/kreta/?language=nl-be')).body.alternates).toEqual({
      'fr-be': '/pays/grece/crete',
      'fr-fr': '/pays/grece/crete',
    });
    expect((await api.get('/sublocations/ajaccio/?language=fr-fr')).body.alternates).toEqual({
      'fr-be': '/pays/france/corse/ajaccio',
      'nl-be': '/bestemmingen/frankrijk/corsica/ajaccio',
    });
  });

  it('gives a subcategory its parents’ slugs in each edition', async () => {
    const { body } = await api.get('/categories/hotels-de-luxe/?language=fr-be');
    expect(body.alternates).toEqual({
      'nl-be': '/categorieen/verblijf/hotels/luxehotels',
      'fr-fr': '/categories/hebergement/hotels/hotels-de-luxe',
    });
  });

  it('leaves out editions without the entity, and entities without a key have none', async () => {
    const [country] = await api.db.select({ id: locations.id }).from(locations).where(eq(locations.slug, 'grece')).limit(1);
    // The Dutch edition's Greece stops being the same country (an editor unlinked it).
    await api.db.update(locations).set({ translationKey: 'griekenland-elders' }).where(eq(locations.slug, 'griekenland'));
    const { body } = await api.get(`/locations/${country.id}/?language=fr-be`);
    expect(body.alternates).toEqual({ 'fr-fr': '/pays/grece' });

    await api.db.update(categories).set({ translationKey: null }).where(eq(categories.slug, 'sejours-voyages'));
    expect((await api.get('/categories/sejours-voyages/?language=fr-be')).body.alternates).toEqual({});
  });
});
