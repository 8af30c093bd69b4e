import { describe, expect, it, vi } from 'vitest';
import { comparatorSearch, parseComparatorQuery, type ComparatorQuery } from '@/lib/comparator/query';
import type { ComparatorOffer } from '@/lib/api/types/comparator';
import { completeFromResults, resolveComparator, type ApiAnswer } from '@/lib/comparator/resolve';

const parse = (search: string) => parseComparatorQuery(new URLSearchParams(search));
const page = (facets = {}) => ({ count: 0, next: null, previous: null, results: [], facets });

describe('resolveComparator', () => {
  it('asks once when the API takes the state', async () => {
    const call = vi.fn(async (): Promise<ApiAnswer> => ({ status: 200, body: page() }));
    const result = await resolveComparator(parse('rating=4'), call);
    expect(call).toHaveBeenCalledTimes(1);
    expect(result.kind).toBe('ok');
    expect(comparatorSearch(result.query)).toBe('rating=4');
  });

  it('drops the fields of a 400 and asks again', async () => {
    const asked: string[] = [];
    const call = async (q: ComparatorQuery): Promise<ApiAnswer> => {
      asked.push(comparatorSearch(q));
      return q.partner.length ? { status: 400, body: { partner: ['unknown'] } } : { status: 200, body: page() };
    };
    const result = await resolveComparator(parse('partner=nobody&rating=4'), call);
    expect(asked).toEqual(['rating=4&partner=nobody', 'rating=4']);
    expect(result).toMatchObject({ kind: 'ok' });
    expect(comparatorSearch(result.asked)).toBe('rating=4&partner=nobody');
    expect(comparatorSearch(result.query)).toBe('rating=4');
  });

  it('drops a slug the facets do not list and asks again', async () => {
    const asked: string[] = [];
    const call = async (q: ComparatorQuery): Promise<ApiAnswer> => {
      asked.push(comparatorSearch(q));
      return { status: 200, body: page({ country: [{ value: 'spain', count: 2 }], region: [{ value: 'andalusia', count: 2 }] }) };
    };
    const result = await resolveComparator(parse('country=spain&region=tuscany'), call);
    expect(asked).toEqual(['country=spain&region=tuscany', 'country=spain']);
    expect(comparatorSearch(result.query)).toBe('country=spain');
  });

  it('gives up after two retries, and reports a page past the last and other failures', async () => {
    const always400 = vi.fn(async (q: ComparatorQuery): Promise<ApiAnswer> => ({ status: 400, body: q.partner.length ? { partner: ['x'] } : q.service_types.length ? { service_types: ['x'] } : { datafeed_category: ['x'] } }));
    const result = await resolveComparator(parse('partner=a&service_types=b&datafeed_category=c'), always400);
    expect(always400).toHaveBeenCalledTimes(3);
    expect(result.kind).toBe('failed');
    expect((await resolveComparator(parse('page=9'), async () => ({ status: 404, body: { detail: 'Invalid page.' } }))).kind).toBe('pastLast');
    expect((await resolveComparator(parse(''), async () => ({ status: 500, body: null }))).kind).toBe('failed');
    // A 400 naming nothing the page can drop is a failure, not a loop.
    expect((await resolveComparator(parse(''), async () => ({ status: 400, body: { size: ['x'] } }))).kind).toBe('failed');
  });
});

const offer = (over: Partial<ComparatorOffer> = {}) =>
  ({
    id: 1,
    name: 'Hotel',
    partner: { id: 7, name: 'Sunweb', slug: 'sunweb', logo: null },
    category: { id: 3, name: 'Hôtel', slug: 'hotel' },
    country: { id: 4, name: 'Espagne', slug: 'espagne' },
    region: { id: 12, name: 'Andalousie', slug: 'andalousie' },
    city: { id: 30, name: 'Malaga', slug: 'malaga' },
    service_types: [{ id: 2, name: 'Piscine', slug: 'piscine' }],
    ...over,
  }) as ComparatorOffer;

describe('completeFromResults', () => {
  it('turns the ids of older links into the slugs the offers carry', () => {
    const q = completeFromResults(parse('country=4&partner=7&datafeed_category=3&service_types=2&rating=5'), [offer()]);
    expect(comparatorSearch(q)).toBe('country=espagne&rating=5&datafeed_category=hotel&service_types=piscine&partner=sunweb');
  });

  it('adds the country and region of a city chosen alone', () => {
    expect(comparatorSearch(completeFromResults(parse('city=malaga'), [offer()]))).toBe('country=espagne&region=andalousie&city=malaga');
    expect(comparatorSearch(completeFromResults(parse('region=12'), [offer()]))).toBe('country=espagne&region=andalousie');
  });

  it('leaves what it cannot translate, and everything when there is no offer', () => {
    expect(comparatorSearch(completeFromResults(parse('partner=99'), [offer()]))).toBe('partner=99');
    expect(comparatorSearch(completeFromResults(parse('country=4'), []))).toBe('country=4');
  });

  it('is used by resolveComparator: an id link ends on the slug state', async () => {
    const asked: string[] = [];
    const call = async (q: ComparatorQuery): Promise<ApiAnswer> => {
      asked.push(comparatorSearch(q));
      return { status: 200, body: { ...page({ country: [{ value: 'espagne', count: 1 }] }), results: [offer()] } };
    };
    const result = await resolveComparator(parse('country=4'), call);
    expect(asked).toEqual(['country=4', 'country=espagne']);
    expect(comparatorSearch(result.query)).toBe('country=espagne');
  });
});
