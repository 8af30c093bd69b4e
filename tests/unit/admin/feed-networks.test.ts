import { describe, expect, it } from 'vitest';
import { isMappedNetwork, missingCredentials, networkCredentials } from '@/lib/admin/feed-networks';
import { feedNetworks } from '@/lib/feeds/constants';

const url = 'https://api.example/feed';

describe('what each network asks for', () => {
  it('lists every network, and a mapping only for the generic files', () => {
    expect(Object.keys(networkCredentials).sort()).toEqual([...feedNetworks].sort());
    expect(feedNetworks.filter(isMappedNetwork)).toEqual(['csv', 'json']);
    expect(networkCredentials.awin_csv).toEqual([]);
    expect(networkCredentials.tradetracker.map((field) => field.key)).toEqual(['customer_id', 'passphrase', 'affiliate_site_id']);
  });

  it('asks a new feed for every required credential, never for an optional one', () => {
    expect(missingCredentials('awin', {}, { url, stored: false, removing: false })).toEqual(['token']);
    expect(missingCredentials('tradetracker', { customer_id: '1', passphrase: ' ' }, { url, stored: false, removing: false })).toEqual(['passphrase', 'affiliate_site_id']);
    expect(missingCredentials('csv', {}, { url, stored: false, removing: false })).toEqual([]);
    expect(missingCredentials('awin_csv', {}, { url, stored: false, removing: false })).toEqual([]);
  });

  it('keeps stored credentials left empty, but replaces them whole once one is typed', () => {
    expect(missingCredentials('tradetracker', {}, { url, stored: true, removing: false })).toEqual([]);
    expect(missingCredentials('tradetracker', { passphrase: 'new' }, { url, stored: true, removing: false })).toEqual(['customer_id', 'affiliate_site_id']);
    expect(missingCredentials('awin', {}, { url, stored: true, removing: true })).toEqual([]);
  });

  it('takes a credential the feed’s address already carries', () => {
    expect(missingCredentials('tradedoubler', {}, { url: 'https://connect.tradedoubler.com/publisher/vouchers?token=abc', stored: false, removing: false })).toEqual([]);
    expect(missingCredentials('daisycon', { token: 't' }, { url: 'https://services.daisycon.com/x?media_id=9', stored: false, removing: false })).toEqual([]);
    expect(missingCredentials('daisycon', { token: 't' }, { url: 'not a url', stored: false, removing: false })).toEqual(['media_id']);
  });
});
