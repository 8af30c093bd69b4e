import { describe, expect, it } from 'vitest';
import { daisyconAdapter } from '@/server/feeds/adapters/daisycon';
import { fakeFetch, feedSource, fixture, iso } from './helpers';

const feed = feedSource({
  url: 'https://services.daisycon.com/publishers/778899/material/promotioncodes',
  credentials: { token: 'daisy-token', media_id: '334455' },
});

describe('Daisycon’s promotion codes', () => {
  const { vouchers, errors } = daisyconAdapter.parse(fixture('daisycon-promotioncodes.json'), feed);
  const byId = (id: string) => vouchers.find((voucher) => voucher.offerId === id);

  it('reads a code, its program and its click URL filled in for our media', () => {
    expect(byId('51201')).toMatchObject({
      network: 'daisycon',
      advertiserId: '4410',
      advertiserName: 'Landal GreenParks',
      kind: 'code',
      code: 'AUTUMN10',
      title: '10 % de réduction en automne',
      description: 'Sur tous les parcs en <i>Belgique</i>.',
      trackingUrl: 'https://jf79.net/c/?si=4410&li=1644455&wi=334455&ws={clickref}&dl=fr%2Fautomne',
      landingUrl: null,
    });
  });

  it('reads its dates as Amsterdam time, the hour repeated in autumn as its second pass', () => {
    expect(iso(byId('51201')!.startsAt)).toBe('2026-05-31T22:00:00.000Z');
    expect(iso(byId('51201')!.endsAt)).toBe('2026-10-25T01:30:00.000Z');
    expect(iso(byId('51202')!.startsAt)).toBe('2026-12-31T22:59:59.000Z');
    expect(byId('51202')!.endsAt).toBeNull();
  });

  it('takes an item without code for a deal, named after its program when the feed gives no name', () => {
    expect(byId('51202')).toMatchObject({ kind: 'deal', code: null, advertiserName: 'Program 5120' });
  });

  it('skips the malformed items with their field, and keeps the others', () => {
    expect(vouchers.map((voucher) => voucher.offerId)).toEqual(['51201', '51202']);
    expect(errors).toEqual([
      { item: '51203', field: 'start_date', message: 'not a date' },
      { item: '51204', field: 'program_id', message: 'missing' },
    ]);
  });

  it('reports every click URL that needs a media id when none is configured', () => {
    const { vouchers: none, errors: unpaid } = daisyconAdapter.parse(fixture('daisycon-promotioncodes.json'), feedSource({ credentials: {} }));
    expect(none).toEqual([]);
    expect(unpaid).toContainEqual({ item: '51201', field: 'click_url', message: 'no media id configured' });
    expect(unpaid).toContainEqual({ item: '51202', field: 'click_url', message: 'no media id configured' });
  });

  it('accepts a wrapped list, and refuses a body without items', () => {
    const wrapped = `{"data":${fixture('daisycon-promotioncodes.json')}}`;
    expect(daisyconAdapter.parse(wrapped, feed).vouchers).toHaveLength(2);
    expect(() => daisyconAdapter.parse('{"error":"forbidden"}', feed)).toThrow(expect.objectContaining({ reason: 'noItems' }));
    expect(() => daisyconAdapter.parse('', feed)).toThrow(expect.objectContaining({ reason: 'notJson' }));
  });

  it('downloads with the bearer token, for our media', async () => {
    const { fetchText, calls } = fakeFetch({ text: '[]' });
    await daisyconAdapter.download(feed, fetchText);
    expect(calls).toEqual([
      expect.objectContaining({ url: 'https://services.daisycon.com/publishers/778899/material/promotioncodes?media_id=334455', method: 'GET' }),
    ]);
    expect(calls[0].headers.Authorization).toBe('Bearer daisy-token');

    const given = fakeFetch({ text: '[]' });
    await daisyconAdapter.download(feedSource({ url: 'https://feeds.example.com/daisycon?media_id=1', credentials: { media_id: '334455' } }), given.fetchText);
    expect(given.calls[0].url).toBe('https://feeds.example.com/daisycon?media_id=1');
    expect(given.calls[0].headers.Authorization).toBeUndefined();
  });
});
