import { describe, expect, it } from 'vitest';
import { FeedCredentialsError } from '@/server/feeds/adapters';
import { tradedoublerAdapter } from '@/server/feeds/adapters/tradedoubler';
import { fakeFetch, feedSource, fixture, iso } from './helpers';

const feed = feedSource({ url: 'https://connect.tradedoubler.com/publisher/vouchers', credentials: { token: 'td-token' } });

describe('Tradedoubler’s vouchers', () => {
  const { vouchers, errors } = tradedoublerAdapter.parse(fixture('tradedoubler-vouchers.json'), feed);
  const byId = (id: string) => vouchers.find((voucher) => voucher.offerId === id);

  it('reads a code with its program, links, amount and language', () => {
    expect(byId('77001')).toMatchObject({
      network: 'tradedoubler',
      advertiserId: '290112',
      advertiserName: 'Eurostar BE',
      kind: 'code',
      code: 'SNOW25',
      title: '25 € de réduction sur Paris–Bourg-Saint-Maurice',
      description: 'Sur un aller-retour, <br>classe Standard.',
      trackingUrl: 'https://clk.tradedoubler.com/click?p=290112&a=3312211&g=24873356',
      landingUrl: 'https://www.eurostar.com/be-fr/neige',
      discountValue: 25,
      discountUnit: 'EUR',
      exclusive: true,
      language: 'fr',
    });
  });

  it('reads its dates in milliseconds since 1970', () => {
    expect(iso(byId('77001')!.startsAt)).toBe('2026-11-30T23:00:00.000Z');
    expect(iso(byId('77001')!.endsAt)).toBe('2027-01-31T22:59:59.000Z');
    expect(iso(byId('77001')!.sourceUpdatedAt)).toBe('2026-02-01T08:30:00.000Z');
    expect(byId('77002')!.endsAt).toBeNull();
  });

  it('takes an item without code for a deal, with its percentage and its short description', () => {
    expect(byId('77002')).toMatchObject({
      kind: 'deal',
      code: null,
      description: '15% zomerkorting',
      landingUrl: null,
      discountValue: 15,
      discountUnit: 'percent',
      exclusive: false,
      language: 'nl',
    });
  });

  it('skips the malformed items with their field, never falling back on the landing page', () => {
    expect(vouchers.map((voucher) => voucher.offerId)).toEqual(['77001', '77002']);
    expect(errors).toEqual([
      { item: '77003', field: 'defaultTrackUri', message: 'missing' },
      { item: '77004', field: 'startDate', message: 'not a date' },
    ]);
  });

  it('refuses a body that is not JSON', () => {
    expect(() => tradedoublerAdapter.parse('<error>token expired</error>', feed)).toThrow(expect.objectContaining({ reason: 'notJson' }));
  });

  it('downloads with the token in the query, unless the URL has it', async () => {
    const { fetchText, calls } = fakeFetch({ text: '[]' });
    await tradedoublerAdapter.download(feedSource({ url: 'https://connect.tradedoubler.com/publisher/vouchers?programId=290112', credentials: { token: 'td token&1' } }), fetchText);
    expect(calls).toEqual([expect.objectContaining({ method: 'GET' })]);
    expect(new URL(calls[0].url).searchParams.get('token')).toBe('td token&1');
    expect(new URL(calls[0].url).searchParams.get('programId')).toBe('290112');

    const given = fakeFetch({ text: '[]' });
    await tradedoublerAdapter.download(feedSource({ url: 'https://connect.tradedoubler.com/publisher/vouchers?token=inline' }), given.fetchText);
    expect(given.calls[0].url).toBe('https://connect.tradedoubler.com/publisher/vouchers?token=inline');

    await expect(tradedoublerAdapter.download(feedSource({ url: 'https://connect.tradedoubler.com/publisher/vouchers' }), given.fetchText)).rejects.toBeInstanceOf(
      FeedCredentialsError,
    );
  });
});
