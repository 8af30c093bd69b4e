import { describe, expect, it } from 'vitest';
import { type FeedMapping, feedMapping } from '@/lib/schemas/feed-mapping';
import { FeedParseError } from '@/server/feeds/adapters';
import { offerIdHash } from '@/server/feeds/adapters/fields';
import { genericCsvAdapter, genericJsonAdapter } from '@/server/feeds/adapters/generic';
import { fakeFetch, feedSource, fixture, iso } from './helpers';

const csvMapping: FeedMapping = feedMapping.parse({
  title: 'Offer title',
  tracking_url: 'Link',
  advertiser_name: 'Merchant',
  code: 'Promo code',
  landing_url: 'Landing page',
  starts_at: 'Valid from',
  ends_at: 'Valid until',
  discount_value: 'Discount',
  discount_unit: 'Unit',
  exclusive: 'Exclusive',
  countries: 'Countries',
  language: 'Lang',
  date_format: 'dd/mm/yyyy hh:mm',
  time_zone: 'Europe/Paris',
});

const jsonMapping: FeedMapping = feedMapping.parse({
  items_path: 'data.vouchers',
  offer_id: 'ref',
  advertiser_id: 'merchant.id',
  advertiser_name: 'merchant.name',
  title: 'offer.title',
  code: 'offer.code',
  description: 'offer.text',
  tracking_url: 'links.tracking',
  landing_url: 'links.landing',
  starts_at: 'period.from',
  ends_at: 'period.until',
  discount_value: 'discount.value',
  discount_unit: 'discount.unit',
  exclusive: 'exclusive',
  countries: 'countries',
  language: 'language',
  updated_at: 'updated',
  date_format: 'yyyy-mm-dd hh:mm:ss',
});

describe('a generic CSV feed read through its mapping', () => {
  const feed = feedSource({ mapping: csvMapping });
  const { vouchers, errors } = genericCsvAdapter.parse(fixture('generic-vouchers.csv'), feed);

  it('finds the `;` delimiter and reads the mapped columns', () => {
    expect(vouchers[0]).toMatchObject({
      network: 'csv',
      advertiserId: 'Vacances Bleues',
      advertiserName: 'Vacances Bleues',
      kind: 'code',
      code: 'PRINTEMPS15',
      title: 'Séjours "Printemps" -15 %',
      description: '',
      trackingUrl: 'https://track.example-network.com/c?m=12&u=printemps',
      landingUrl: 'https://www.vacances-bleues.fr/printemps',
      discountValue: 15,
      discountUnit: 'percent',
      exclusive: true,
      countries: ['FR', 'BE'],
      language: 'fr',
    });
    expect(vouchers[1]).toMatchObject({ kind: 'deal', code: null, discountValue: 12.5, discountUnit: 'EUR', exclusive: false, countries: ['FR'], language: null, landingUrl: null });
  });

  it('reads its dates in the mapping’s format and zone, the hour skipped in spring with winter’s offset', () => {
    expect(iso(vouchers[0].startsAt)).toBe('2026-02-28T23:00:00.000Z');
    expect(iso(vouchers[0].endsAt)).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(vouchers[1].endsAt)).toBe('2026-12-31T22:59:00.000Z');
  });

  it('gives an item without id a stable hash of its advertiser, code and tracking link', () => {
    expect(vouchers[0].offerId).toMatch(/^[0-9a-f]{32}$/);
    expect(vouchers[0].offerId).toBe(offerIdHash('Vacances Bleues', 'PRINTEMPS15', 'https://track.example-network.com/c?m=12&u=printemps'));
    expect(vouchers[1].offerId).toBe(offerIdHash('Vacances Bleues', null, 'https://track.example-network.com/c?m=12&u=reveillon'));
    expect(genericCsvAdapter.parse(fixture('generic-vouchers.csv'), feed).vouchers.map((voucher) => voucher.offerId)).toEqual(vouchers.map((voucher) => voucher.offerId));
  });

  it('skips the malformed rows by position, naming the merchant’s column', () => {
    expect(vouchers).toHaveLength(2);
    expect(errors).toEqual([
      { item: '#3', field: 'Link', message: 'not an http(s) URL' },
      { item: '#4', field: 'Merchant', message: 'missing' },
      { item: '#5', field: 'Countries', message: 'not a list of country codes' },
    ]);
  });

  it('refuses a mapping that names a column the file lacks, or no mapping at all', () => {
    const typo = feedSource({ mapping: { ...csvMapping, code: 'Promocode' } });
    expect(() => genericCsvAdapter.parse(fixture('generic-vouchers.csv'), typo)).toThrow(expect.objectContaining({ reason: 'badMapping', message: 'the header has no column "Promocode"' }));
    expect(() => genericCsvAdapter.parse(fixture('generic-vouchers.csv'), feedSource())).toThrow(expect.objectContaining({ reason: 'badMapping' }));
    const broken = feedSource({ mapping: { ...csvMapping, time_zone: 'Europe/Atlantis' } });
    expect(() => genericCsvAdapter.parse(fixture('generic-vouchers.csv'), broken)).toThrow(FeedParseError);
  });

  it('uses the delimiter the mapping gives', () => {
    const commas = feedSource({ mapping: { ...csvMapping, delimiter: ',' } });
    expect(() => genericCsvAdapter.parse(fixture('generic-vouchers.csv'), commas)).toThrow(expect.objectContaining({ reason: 'badMapping' }));
    const tabs = fixture('generic-vouchers.csv').replaceAll(';', '\t');
    expect(genericCsvAdapter.parse(tabs, feed).vouchers).toHaveLength(2);
  });

  it('refuses a body that is not CSV', () => {
    expect(() => genericCsvAdapter.parse('Merchant;Offer title\nx;"unclosed', feed)).toThrow(expect.objectContaining({ reason: 'notCsv' }));
  });
});

describe('a generic JSON feed read through its mapping', () => {
  const feed = feedSource({ mapping: jsonMapping });
  const { vouchers, errors } = genericJsonAdapter.parse(fixture('generic-vouchers.json'), feed);

  it('finds the items at their path and reads the mapped keys, nested ones too', () => {
    expect(vouchers[0]).toMatchObject({
      network: 'json',
      offerId: 'VB-2026-001',
      advertiserId: 'vb',
      advertiserName: 'Vacances Bleues',
      kind: 'code',
      code: 'PRINTEMPS15',
      title: 'Séjours de printemps -15 %',
      description: 'Sur les séjours <em>printemps</em>.',
      trackingUrl: 'https://track.example-network.com/c?m=12&u=printemps',
      landingUrl: 'https://www.vacances-bleues.fr/printemps',
      discountValue: 15,
      discountUnit: 'percent',
      exclusive: true,
      countries: ['FR', 'BE'],
      language: 'fr',
    });
    expect(vouchers[1]).toMatchObject({ offerId: 'VB-2026-002', kind: 'deal', code: null, discountValue: null, discountUnit: null, exclusive: false, countries: [], language: null, landingUrl: null });
  });

  it('reads its dates in Brussels time by default, the hour repeated in autumn as its second pass', () => {
    expect(iso(vouchers[0].startsAt)).toBe('2026-02-28T23:00:00.000Z');
    expect(iso(vouchers[0].endsAt)).toBe('2026-10-25T01:30:00.000Z');
    expect(iso(vouchers[0].sourceUpdatedAt)).toBe('2026-02-15T08:30:00.000Z');
    expect(vouchers[1].endsAt).toBeNull();
  });

  it('skips the malformed items by id or position', () => {
    expect(vouchers).toHaveLength(2);
    expect(errors).toEqual([
      { item: 'VB-2026-003', field: 'period.until', message: 'ends before it starts' },
      { item: '#4', field: 'item', message: 'not an object' },
    ]);
  });

  it('refuses a body without an array at the path, or not JSON', () => {
    expect(() => genericJsonAdapter.parse('{"data":{}}', feed)).toThrow(expect.objectContaining({ reason: 'noItems', message: 'the body has no array at "data.vouchers"' }));
    expect(() => genericJsonAdapter.parse('{"data":{"vouchers":[]}}', feedSource({ mapping: { ...jsonMapping, items_path: '' } }))).toThrow(
      expect.objectContaining({ reason: 'noItems' }),
    );
    expect(() => genericJsonAdapter.parse('title,link', feed)).toThrow(expect.objectContaining({ reason: 'notJson' }));
  });

  it('reads a bare array, and epoch dates', () => {
    const mapping = feedMapping.parse({ title: 't', tracking_url: 'u', advertiser_name: 'a', ends_at: 'e', date_format: 'epoch_ms' });
    const body = JSON.stringify([{ t: 'Deal', u: 'https://track.example.com/1', a: 'Shop', e: 1796079600000 }]);
    const { vouchers: read } = genericJsonAdapter.parse(body, feedSource({ mapping }));
    expect(read).toHaveLength(1);
    expect(iso(read[0].endsAt)).toBe('2026-11-30T23:00:00.000Z');
    expect(read[0].advertiserId).toBe('Shop');
  });

  it('downloads with one GET, with the bearer token when the feed has one', async () => {
    const { fetchText, calls } = fakeFetch({ text: '[]' });
    await genericJsonAdapter.download(feedSource({ url: 'https://shop.example.com/vouchers.json', credentials: { token: 'tok' } }), fetchText);
    await genericCsvAdapter.download(feedSource({ url: 'https://shop.example.com/vouchers.csv' }), fetchText);
    expect(calls.map((call) => [call.method, call.url, call.headers.Authorization])).toEqual([
      ['GET', 'https://shop.example.com/vouchers.json', 'Bearer tok'],
      ['GET', 'https://shop.example.com/vouchers.csv', undefined],
    ]);
  });
});
