import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedAdapters } from '@/server/feeds/adapters';
import { feedNetworks } from '@/server/feeds/voucher';
import { fakeFetch, feedSource } from './helpers';

describe('the feed adapters', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has one for every network', () => {
    expect(Object.keys(feedAdapters).sort()).toEqual([...feedNetworks].sort());
  });

  it('download through the runner’s fetch only', async () => {
    vi.stubGlobal('fetch', () => {
      throw new Error('an adapter called the global fetch');
    });
    const credentials = { token: 't', customer_id: '1', passphrase: 'p', affiliate_site_id: '2', media_id: '3' };
    const session = new Headers([['set-cookie', 'PHPSESSID=x; path=/']]);
    for (const [network, adapter] of Object.entries(feedAdapters)) {
      const { fetchText, calls } = fakeFetch({ text: '[]', headers: session });
      await expect(adapter.download(feedSource({ url: 'https://feeds.example.com/x', credentials }), fetchText), network).resolves.toBe('[]');
      expect(calls.length, network).toBeGreaterThan(0);
    }
  });
});
