import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { FeedDownloadError } from '@/server/feeds/adapters';
import { tradetrackerAdapter } from '@/server/feeds/adapters/tradetracker';
import { snippetLink } from '@/server/feeds/adapters/tradetracker-soap';
import { fakeFetch, feedSource, fixture, iso } from './helpers';

const feed = feedSource({
  url: 'https://ws.tradetracker.com/soap/affiliate',
  credentials: { customer_id: '112233', passphrase: 'p&ss<word>', affiliate_site_id: '98765' },
});

/** The arguments of an RPC call in an envelope we sent, read back as the service would. */
function callArguments(envelope: string): Record<string, unknown> {
  const document = new XMLParser({ removeNSPrefix: true, parseTagValue: false, ignoreAttributes: true }).parse(envelope) as {
    Envelope: { Body: Record<string, Record<string, unknown>> };
  };
  return Object.values(document.Envelope.Body)[0];
}

describe('TradeTracker’s voucher materials', () => {
  const { vouchers, errors } = tradetrackerAdapter.parse(fixture('tradetracker-vouchers.xml'), feed);
  const byId = (id: string) => vouchers.find((voucher) => voucher.offerId === id);

  it('reads a voucher with its code, its campaign and its percentage', () => {
    expect(byId('300101')).toMatchObject({
      network: 'tradetracker',
      advertiserId: '21467',
      advertiserName: 'Sunweb BE',
      kind: 'code',
      code: '00SUN10',
      title: '-10 % sur les séjours d’hiver',
      description: '<p>Sur <b>tous</b> les séjours.</p>',
      terms: 'Hors frais de dossier.',
      landingUrl: null,
      // The percentage wins over the amount.
      discountValue: 10,
      discountUnit: 'percent',
    });
  });

  it('takes the tracking link from the snippet’s first <a href>', () => {
    expect(byId('300101')!.trackingUrl).toBe('https://tc.tradetracker.net/?c=21467&m=300101&a=445566&r=&u=%2Ffr%2Fski');
    // After a tracking pixel, in upper case, with HTML entities around.
    expect(byId('300102')!.trackingUrl).toBe('https://tc.tradetracker.net/?c=18830&m=300102&a=445566&r=&u=');
    // A snippet escaped once more than it should be.
    expect(byId('300103')!.trackingUrl).toBe('https://tc.tradetracker.net/?c=18830&m=300103&a=445566&r=&u=');
  });

  it('reads dates with their offset, and bare days as Amsterdam midnight', () => {
    expect(iso(byId('300101')!.startsAt)).toBe('2026-11-30T23:00:00.000Z');
    expect(iso(byId('300101')!.endsAt)).toBe('2027-01-30T23:00:00.000Z');
    expect(iso(byId('300101')!.sourceUpdatedAt)).toBe('2026-02-03T13:05:00.000Z');
    expect(iso(byId('300102')!.startsAt)).toBe('2026-06-30T22:00:00.000Z');
    expect(byId('300103')!.endsAt).toBeNull();
  });

  it('takes an empty or masked code for a deal, with its amount in euros', () => {
    expect(byId('300102')).toMatchObject({ kind: 'deal', code: null, discountValue: 15, discountUnit: 'EUR', advertiserName: 'Center Parcs' });
    expect(byId('300103')).toMatchObject({ kind: 'deal', code: null, discountValue: null, discountUnit: null });
  });

  it('skips the malformed items with their field, and keeps the others', () => {
    expect(vouchers.map((voucher) => voucher.offerId)).toEqual(['300101', '300102', '300103']);
    expect(errors).toEqual([
      { item: '300104', field: 'code', message: 'no link in the HTML snippet' },
      { item: '300105', field: 'validToDate', message: 'not a date' },
    ]);
  });

  it('refuses a SOAP fault, a body that is not XML, a download cut short', () => {
    expect(() => tradetrackerAdapter.parse(fixture('tradetracker-fault.xml'), feed)).toThrow(
      expect.objectContaining({ reason: 'soapFault', message: 'Not authenticated.' }),
    );
    expect(() => tradetrackerAdapter.parse('{"data":[]}', feed)).toThrow(expect.objectContaining({ reason: 'notXml' }));
    const cut = fixture('tradetracker-vouchers.xml').slice(0, 3000);
    expect(() => tradetrackerAdapter.parse(cut, feed)).toThrow(expect.objectContaining({ reason: 'notXml' }));
    expect(() => tradetrackerAdapter.parse('<html><body>Maintenance</body></html>', feed)).toThrow(expect.objectContaining({ reason: 'noItems' }));
  });

  it('reads an empty list as no vouchers', () => {
    const empty = fixture('tradetracker-vouchers.xml').replace(/<materialItems [^>]*>[\s\S]*<\/materialItems>/, '<materialItems xsi:type="ns1:MaterialIncentiveVoucherItemList"/>');
    expect(tradetrackerAdapter.parse(empty, feed)).toEqual({ vouchers: [], errors: [] });
  });
});

describe('the link of a TradeTracker snippet', () => {
  it('is the first <a href>, its entities decoded', () => {
    expect(snippetLink('<a href="https://tc.tradetracker.net/?c=1&amp;m=2&amp;u=%2F"><img src="x.gif" border=0></a>')).toBe('https://tc.tradetracker.net/?c=1&m=2&u=%2F');
    expect(snippetLink("<div><img src='p.gif'><p>Go <a class=x href='https://tc.tradetracker.net/?c=3'>here</a></p><a href='https://other'>no</a></div>")).toBe(
      'https://tc.tradetracker.net/?c=3',
    );
    expect(snippetLink('&lt;a href=&quot;https://tc.tradetracker.net/?c=4&amp;amp;m=5&quot;&gt;x&lt;/a&gt;')).toBe('https://tc.tradetracker.net/?c=4&m=5');
  });

  it('is null when the snippet has none', () => {
    expect(snippetLink('<img src="https://bs.tradetracker.net/1.gif" />')).toBeNull();
    expect(snippetLink('<a name="top">no link</a>')).toBeNull();
    expect(snippetLink('')).toBeNull();
  });
});

describe('the TradeTracker download', () => {
  const session = new Headers([
    ['set-cookie', 'PHPSESSID=s3ss10n; path=/; HttpOnly'],
    ['set-cookie', 'lb=ws02; path=/; Secure'],
  ]);

  it('authenticates, then asks for the site’s vouchers with the session cookie', async () => {
    const answer = fixture('tradetracker-vouchers.xml');
    const { fetchText, calls } = fakeFetch({ text: '<ok/>', headers: session }, { text: answer });
    await expect(tradetrackerAdapter.download(feed, fetchText)).resolves.toBe(answer);
    expect(calls).toHaveLength(2);
    const [authenticate, items] = calls;

    expect(authenticate).toMatchObject({ url: 'https://ws.tradetracker.com/soap/affiliate', method: 'POST' });
    expect(authenticate.headers.SOAPAction).toBe('"https://ws.tradetracker.com/soap/affiliate/authenticate"');
    expect(authenticate.body).toContain('<passphrase xsi:type="xsd:string">p&amp;ss&lt;word&gt;</passphrase>');
    expect(callArguments(authenticate.body!)).toEqual({ customerID: '112233', passphrase: 'p&ss<word>', sandbox: 'false', locale: 'fr_BE', demo: 'false' });
    expect(authenticate.headers.Cookie).toBeUndefined();

    expect(items.headers.SOAPAction).toBe('"https://ws.tradetracker.com/soap/affiliate/getMaterialIncentiveVoucherItems"');
    expect(items.headers.Cookie).toBe('PHPSESSID=s3ss10n; lb=ws02');
    expect(callArguments(items.body!)).toEqual({ affiliateSiteID: '98765', materialOutputType: 'html' });
  });

  it('fails with the status and the fault’s words when the service refuses', async () => {
    const { fetchText, calls } = fakeFetch({ status: 500, text: fixture('tradetracker-fault.xml') });
    const failure = tradetrackerAdapter.download(feed, fetchText);
    await expect(failure).rejects.toBeInstanceOf(FeedDownloadError);
    await expect(failure).rejects.toThrow(expect.objectContaining({ status: 500, message: 'TradeTracker authenticate answered 500: Not authenticated.' }));
    expect(calls).toHaveLength(1);
  });

  it('fails when authenticate opens no session', async () => {
    const { fetchText, calls } = fakeFetch({ text: '<ok/>' });
    await expect(tradetrackerAdapter.download(feed, fetchText)).rejects.toThrow('TradeTracker authenticate set no session cookie');
    expect(calls).toHaveLength(1);
  });
});
