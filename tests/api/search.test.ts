import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchKinds } from '@/lib/search/contract';
import { createTestApi, type TestApi } from './harness';

/** The site search and the promotion searches on the demo content (French and Dutch). */
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => api.handle.close());

/** Lower case without accents: what a visitor's text and a stored name have in common. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

type Named = { name?: string; title?: string; url?: string; slug?: string };
type Group = { kind: string; count: number; page: number; pages: number; results: Named[] };
const group = (body: { groups: Group[] }, kind: string) => body.groups.find((g) => g.kind === kind);
const labels = (g: Group | undefined) => (g?.results ?? []).map((r) => r.name ?? r.title ?? '');

async function search(query: string, edition = 'fr-be', extra = '') {
  const res = await api.get(`/search/?name=${encodeURIComponent(query)}&language=${edition}${extra}`);
  expect(res.status).toBe(200);
  return res.body;
}

describe('/search/ full text', () => {
  it('finds “hôtels étoilés” for “hotel etoile” (French stemming without accents), best matches first', async () => {
    const body = await search('hotel etoile');
    expect(body.fuzzy).toBe(false);
    expect(body.terms).toEqual(['hotel', 'etoil']);
    const promotions = labels(group(body, 'promotions'));
    expect(promotions.length).toBeGreaterThan(0);
    // The top results carry both words in their title (weight A), whatever the accents and plurals.
    for (const title of promotions.slice(0, 3)) expect(plain(title)).toMatch(/hotels?\b.*etoiles?/);
  });

  it('finds Dutch names with diaeresis from plain letters (“kroatie” → Kroatië) with the Dutch configuration', async () => {
    const body = await search('kroatie', 'nl-be');
    expect(labels(group(body, 'destinations'))).toContain('Kroatië');
    expect(labels(group(body, 'promotions')).every((t) => plain(t).includes('kroatie'))).toBe(true);
    const french = await search('croatie', 'fr-be');
    expect(labels(group(french, 'destinations'))).toContain('Croatie');
  });

  it('ranks a match in the name above one in a description', async () => {
    const body = await search('hôtel');
    expect(labels(group(body, 'stores'))[0]).toBe('Hôtelia');
    expect(labels(group(body, 'categories')).slice(0, 3).every((name) => plain(name).startsWith('hotel'))).toBe(true);
  });

  it('matches the last word as a prefix, as the visitor types', async () => {
    const body = await search('croisi');
    expect(labels(group(body, 'categories'))).toContain('Croisières');
  });

  it('answers counts per kind that agree with the groups, and links every result to its page', async () => {
    const body = await search('espagne');
    expect(Object.keys(body.counts).sort()).toEqual([...searchKinds].sort());
    expect(body.total).toBe(searchKinds.reduce((sum, kind) => sum + body.counts[kind], 0));
    for (const g of body.groups as Group[]) {
      expect(g.count).toBe(body.counts[g.kind]);
      expect(g.results.length).toBe(Math.min(6, g.count));
    }
    const destination = group(body, 'destinations')!.results[0];
    expect(destination).toMatchObject({ name: 'Espagne', url: '/pays/espagne' });
    const post = group(body, 'posts')!.results[0];
    expect(post.url).toMatch(/^\/blog\/[a-z0-9-]+\/[a-z0-9-]+$/);
    const store = group(body, 'stores')!.results[0];
    expect(store).toHaveProperty('coupon_counts');
    expect(store).toHaveProperty('offer_counts');
  });

  it('keeps editions apart', async () => {
    const nl = await search('cruise', 'nl-be');
    expect(labels(group(nl, 'stores'))).toEqual(['Rivierdroom Cruises']);
    const fr = await search('Rivierdroom', 'fr-be');
    expect(labels(group(fr, 'stores'))).not.toContain('Rivierdroom Cruises');
    expect(fr.counts.stores).toBe(0);
  });

  it('finds nothing, without a fuzzy guess, for stop words only', async () => {
    const body = await search('le la les');
    expect(body).toMatchObject({ total: 0, fuzzy: false, groups: [] });
  });

  it('takes query operators and quotes as plain text', async () => {
    for (const text of ["hotel & | ! :* ( ' \\", "l'hôtel", '%_']) {
      const res = await api.get(`/search/?name=${encodeURIComponent(text)}`);
      expect(res.status).toBe(200);
    }
    expect((await search("l'hôtel")).counts.stores).toBeGreaterThan(0);
  });
});

describe('/search/ typos', () => {
  it('falls back to trigram look-alikes when the full text finds nothing, on both languages', async () => {
    const fr = await search('espagen');
    expect(fr.fuzzy).toBe(true);
    expect(labels(group(fr, 'destinations'))).toContain('Espagne');
    const nl = await search('Griekenlnd', 'nl-be');
    expect(nl.fuzzy).toBe(true);
    expect(labels(group(nl, 'destinations'))).toContain('Griekenland');
    const store = await search('stayso');
    expect(labels(group(store, 'stores'))).toEqual(['Stayzo']);
    expect(group(store, 'promotions')!.count).toBeGreaterThan(0);
  });
});

describe('/search/ one kind, paginated', () => {
  it('pages through one kind with the counts of all', async () => {
    const first = await search('hôtel', 'fr-be', '&kind=promotions&size=5');
    expect(first.kind).toBe('promotions');
    expect(first.groups).toHaveLength(1);
    const [g1] = first.groups as Group[];
    expect(g1).toMatchObject({ kind: 'promotions', page: 1, pages: Math.ceil(first.counts.promotions / 5) });
    expect(g1.results).toHaveLength(5);
    const [g2] = (await search('hôtel', 'fr-be', '&kind=promotions&size=5&page=2')).groups as Group[];
    expect(g2.page).toBe(2);
    const firstIds = g1.results.map((r) => JSON.stringify(r));
    expect(g2.results.some((r) => firstIds.includes(JSON.stringify(r)))).toBe(false);
    const past = await search('hôtel', 'fr-be', '&kind=promotions&size=5&page=999');
    expect(past.groups[0].results).toEqual([]);
    expect(past.counts.promotions).toBe(first.counts.promotions);
  });

  it('refuses a bad query with 400 and per-field messages', async () => {
    for (const [query, field] of [
      ['', 'name'],
      ['name=', 'name'],
      [`name=${'a'.repeat(101)}`, 'name'],
      ['name=hotel&kind=shops', 'kind'],
      ['name=hotel&page=0', 'page'],
      ['name=hotel&size=51', 'size'],
    ]) {
      const res = await api.get(`/search/?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body[field], query).toBeDefined();
    }
  });
});

describe('the promotion searches on the same machinery', () => {
  it('search_by_name: accents, stems and typos', async () => {
    const res = await api.get(`/promotions/search_by_name/?name=${encodeURIComponent('hotel etoile')}`);
    expect(res.body.count).toBeGreaterThan(0);
    expect(plain(res.body.results[0].title)).toMatch(/hotels?\b.*etoiles?/);
    const typo = await api.get('/promotions/search_by_name/?name=stayso');
    expect(typo.body.count).toBeGreaterThan(0);
    // The shop whose name looks most like the text comes first.
    expect(typo.body.results.slice(0, 5).map((card: { stores: Named[] }) => card.stores[0].name)).toEqual(Array(5).fill('Stayzo'));
  });

  it('search_promotions_stores_by_name: the header suggestions from the first letters', async () => {
    const res = await api.get('/promotions/search_promotions_stores_by_name/?name=stay');
    expect(res.body.stores.map((s: Named) => s.name)).toContain('Stayzo');
  });
});
