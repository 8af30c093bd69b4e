import { describe, expect, it } from 'vitest';
import { FeedCredentialsError, FeedDownloadError, FeedParseError } from '@/server/feeds/adapters';
import { awinAdapter } from '@/server/feeds/adapters/awin';
import { awinCsvAdapter } from '@/server/feeds/adapters/awin-csv';
import { fakeFetch, feedSource, fixture, iso } from './helpers';

const feed = feedSource({ url: 'https://api.awin.com/publisher/445566/promotions', credentials: { token: 'awin-token-1' } });

describe('the Awin Promotions API', () => {
  const { vouchers, errors } = awinAdapter.parse(fixture('awin-promotions.json'), feed);
  const byId = (id: string) => vouchers.find((voucher) => voucher.offerId === id);

  it('reads a voucher with its code, its links and its regions', () => {
    expect(byId('902341')).toMatchObject({
      network: 'awin',
      advertiserId: '6512',
      advertiserName: 'Sunweb BE',
      kind: 'code',
      code: 'SKI10',
      title: '-10 % sur les séjours au ski',
      description: 'Valable sur <b>tous</b> les séjours d’hiver.',
      terms: 'Minimum 500 € par réservation.',
      trackingUrl: 'https://www.awin1.com/cread.php?awinmid=6512&awinaffid=445566&ued=https%3A%2F%2Fwww.sunweb.be%2Ffr%2Fski',
      landingUrl: 'https://www.sunweb.be/fr/ski',
      exclusive: true,
      countries: ['BE', 'LU'],
      language: null,
    });
  });

  it('reads its dates, without offset, as UTC', () => {
    expect(iso(byId('902341')!.startsAt)).toBe('2026-12-01T00:00:00.000Z');
    expect(iso(byId('902341')!.endsAt)).toBe('2027-01-31T23:59:59.000Z');
    expect(byId('902342')!.endsAt).toBeNull();
  });

  it('takes a masked code and a promotion without code for deals', () => {
    expect(byId('902342')).toMatchObject({ kind: 'deal', code: null, landingUrl: null, exclusive: false, countries: [] });
    expect(byId('902343')).toMatchObject({ kind: 'deal', code: null, countries: ['FR'], landingUrl: 'https://www.clubmed.fr/enfants' });
  });

  it('skips the malformed items with their field, and keeps the others', () => {
    expect(vouchers.map((voucher) => voucher.offerId)).toEqual(['902341', '902342', '902343']);
    expect(errors).toEqual([
      { item: '902344', field: 'urlTracking', message: 'not an http(s) URL' },
      { item: '902345', field: 'startDate', message: 'not a date' },
    ]);
  });

  it('accepts a bare array, and refuses a body that is not JSON or has no items', () => {
    const bare = JSON.stringify((JSON.parse(fixture('awin-promotions.json')) as { data: unknown[] }).data);
    expect(awinAdapter.parse(bare, feed).vouchers).toHaveLength(3);
    expect(() => awinAdapter.parse('<html>502 Bad Gateway</html>', feed)).toThrow(expect.objectContaining({ reason: 'notJson' }));
    expect(() => awinAdapter.parse('{"error":"unauthorised"}', feed)).toThrow(FeedParseError);
    expect(() => awinAdapter.parse('{"error":"unauthorised"}', feed)).toThrow(expect.objectContaining({ reason: 'noItems' }));
  });

  it('downloads with a POST, the bearer token and the joined-advertisers filter', async () => {
    const { fetchText, calls } = fakeFetch({ text: '{"data":[]}' });
    await expect(awinAdapter.download(feed, fetchText)).resolves.toBe('{"data":[]}');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: 'https://api.awin.com/publisher/445566/promotions', method: 'POST' });
    expect(calls[0].headers).toMatchObject({ Authorization: 'Bearer awin-token-1', 'Content-Type': 'application/json' });
    expect(JSON.parse(calls[0].body!)).toEqual({ filters: { membership: 'joined' } });
  });

  it('fails the download on a refused token, and without a token sends nothing', async () => {
    const refused = fakeFetch({ status: 401, text: '{"error":"invalid token"}' });
    await expect(awinAdapter.download(feed, refused.fetchText)).rejects.toThrow(expect.objectContaining({ name: 'FeedDownloadError', status: 401 }));
    await expect(awinAdapter.download(feed, refused.fetchText)).rejects.toBeInstanceOf(FeedDownloadError);
    const none = fakeFetch({ text: '' });
    await expect(awinAdapter.download(feedSource({ url: feed.url }), none.fetchText)).rejects.toBeInstanceOf(FeedCredentialsError);
    expect(none.calls).toHaveLength(0);
  });
});

describe('the Awin CSV export', () => {
  const { vouchers, errors } = awinCsvAdapter.parse(fixture('awin-promotions.csv'), feedSource());
  const byId = (id: string) => vouchers.find((voucher) => voucher.offerId === id);

  it('reads the columns by their name, whatever their order', () => {
    expect(byId('801001')).toMatchObject({
      network: 'awin_csv',
      advertiserId: '6512',
      advertiserName: 'Sunweb BE',
      kind: 'code',
      code: 'ETE20',
      title: "Été : -20 €, dès 400 € d'achat",
      description: 'Sur les séjours "Soleil" uniquement.',
      trackingUrl: 'https://www.awin1.com/cread.php?awinmid=6512&awinaffid=445566&ued=https%3A%2F%2Fwww.sunweb.be%2Ffr%2Fete',
      landingUrl: 'https://www.sunweb.be/fr/ete',
    });
  });

  it('reads its dates as London time, across the change to summer time', () => {
    expect(iso(byId('801001')!.startsAt)).toBe('2026-05-31T23:00:00.000Z');
    expect(iso(byId('801001')!.endsAt)).toBe('2026-08-31T22:59:59.000Z');
    // 28 March is still winter time (GMT); 01:30 on 29 March is skipped by the clock, read with winter's offset.
    expect(iso(byId('801002')!.startsAt)).toBe('2026-03-28T23:00:00.000Z');
    expect(iso(byId('801002')!.endsAt)).toBe('2026-03-29T01:30:00.000Z');
    // Noon on 29 March is summer time (BST).
    expect(iso(byId('801003')!.startsAt)).toBe('2026-03-29T11:00:00.000Z');
    expect(byId('801003')!.endsAt).toBeNull();
  });

  it('takes a masked code and an empty one for deals, and never the landing page for the tracking link', () => {
    expect(byId('801002')).toMatchObject({ kind: 'deal', code: null });
    expect(byId('801003')).toMatchObject({
      kind: 'deal',
      code: null,
      landingUrl: null,
      trackingUrl: 'https://www.awin1.com/cread.php?awinmid=7001&awinaffid=445566&clickref=vp',
    });
  });

  it('skips the malformed rows with their column, and keeps the others', () => {
    expect(vouchers.map((voucher) => voucher.offerId)).toEqual(['801001', '801002', '801003']);
    expect(errors).toEqual([
      { item: '801004', field: 'Deeplink Tracking', message: 'missing' },
      { item: '801005', field: 'Ends', message: 'ends before it starts' },
      { item: '801006', field: 'Starts', message: 'not a date' },
    ]);
  });

  it('refuses a body that is not the export', () => {
    expect(() => awinCsvAdapter.parse('', feedSource())).toThrow(expect.objectContaining({ reason: 'notCsv' }));
    expect(() => awinCsvAdapter.parse('<html><body>Maintenance</body></html>', feedSource())).toThrow(expect.objectContaining({ reason: 'notCsv' }));
    expect(() => awinCsvAdapter.parse('Promotion ID,Title\n"1,unclosed\n', feedSource())).toThrow(expect.objectContaining({ reason: 'notCsv' }));
  });

  it('downloads with one GET', async () => {
    const { fetchText, calls } = fakeFetch({ text: fixture('awin-promotions.csv') });
    await awinCsvAdapter.download(feedSource({ url: 'https://ui.awin.com/export/promotions.csv?key=k' }), fetchText);
    expect(calls).toEqual([expect.objectContaining({ url: 'https://ui.awin.com/export/promotions.csv?key=k', method: 'GET' })]);
  });
});
