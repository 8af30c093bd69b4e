import { describe, expect, it } from 'vitest';
import { afterSave, feedBodyOf, feedFormValues, mappingSources, requiredMappingSources, type FeedFormValues } from '@/lib/admin/feed-form-values';
import type { Feed } from '@/lib/api/types/editor-feeds';
import { feedMapping } from '@/lib/schemas/feed-mapping';
import { feedBody } from '@/lib/schemas/feeds';

const blank = feedFormValues(null, 'Europe/Paris');
const values = (over: Partial<FeedFormValues>): FeedFormValues => ({ ...blank, name: 'Flux', url: 'https://example.com/feed', ...over });

describe('the feed form’s values', () => {
  it('start a new feed every six hours, as drafts, enabled, its dates read on the edition’s clock', () => {
    expect(blank).toMatchObject({ network: 'awin', every_minutes: '360', publish: 'draft', enabled: true, remove_credentials: false });
    expect(blank.mapping).toMatchObject({ title: '', delimiter: '', items_path: '', date_format: 'iso', time_zone: 'Europe/Paris' });
    expect(Object.values(blank.credentials).every((value) => value === '')).toBe(true);
  });

  it('read a saved feed’s mapping, never any credential', () => {
    const feed = { name: 'CSV', network: 'csv', url: 'https://x.example/a.csv', every_minutes: 60, publish: 'published', enabled: false, has_credentials: true, mapping: { title: 'T', tracking_url: 'U', advertiser_name: 'A', delimiter: ';', items_path: '', date_format: 'dd/mm/yyyy', time_zone: 'Europe/Brussels' } } as unknown as Feed;
    const read = feedFormValues(feed, 'Europe/Paris');
    expect(read).toMatchObject({ network: 'csv', every_minutes: '60', publish: 'published', enabled: false });
    expect(read.mapping).toMatchObject({ title: 'T', code: '', delimiter: ';', date_format: 'dd/mm/yyyy', time_zone: 'Europe/Brussels' });
    expect(Object.values(read.credentials).every((value) => value === '')).toBe(true);
  });

  it('name the mapping’s required sources as the schema requires them', () => {
    const required = mappingSources.filter((key) => !feedMapping.shape[key].safeParse(undefined).success);
    expect(required).toEqual([...requiredMappingSources]);
    expect(Object.keys(feedMapping.shape).filter((key) => !(mappingSources as readonly string[]).includes(key)).sort()).toEqual(['date_format', 'delimiter', 'items_path', 'time_zone']);
  });
});

describe('the feed’s body', () => {
  it('keeps stored credentials when nothing is typed, replaces them all when one is, removes them only when asked', () => {
    const typed = { ...blank.credentials, token: '  tok  ', passphrase: 'other network' };
    expect(feedBodyOf(values({}), { stored: true })).not.toHaveProperty('credentials');
    expect(feedBodyOf(values({ credentials: typed }), { stored: true }).credentials).toEqual({ token: 'tok' });
    expect(feedBodyOf(values({ credentials: typed, remove_credentials: true }), { stored: true }).credentials).toBeNull();
    // Nothing stored: "remove" means nothing.
    expect(feedBodyOf(values({ remove_credentials: true }), { stored: false })).not.toHaveProperty('credentials');
  });

  it('sends the minutes as a number, and nothing for an empty field so that the schema asks for it', () => {
    expect(feedBodyOf(values({ every_minutes: '720' }), { stored: false }).every_minutes).toBe(720);
    expect(feedBodyOf(values({ every_minutes: ' ' }), { stored: false }).every_minutes).toBeUndefined();
    expect(feedBody.safeParse(feedBodyOf(values({ every_minutes: '1.5' }), { stored: false })).success).toBe(false);
  });

  it('sends a generic feed’s mapping with what was named; none while nothing is; none for a network’s own feed', () => {
    const mapping = { ...blank.mapping, title: ' name ', tracking_url: 'url', advertiser_name: 'shop', delimiter: ';' as const, items_path: 'data.items' };
    expect(feedBodyOf(values({ network: 'csv', mapping }), { stored: false }).mapping).toEqual({ title: 'name', tracking_url: 'url', advertiser_name: 'shop', delimiter: ';', date_format: 'iso', time_zone: 'Europe/Paris' });
    expect(feedBodyOf(values({ network: 'json', mapping }), { stored: false }).mapping).toEqual({ title: 'name', tracking_url: 'url', advertiser_name: 'shop', items_path: 'data.items', date_format: 'iso', time_zone: 'Europe/Paris' });
    expect(feedBodyOf(values({ network: 'csv' }), { stored: false }).mapping).toBeNull();
    expect(feedBodyOf(values({ network: 'awin', mapping }), { stored: false }).mapping).toBeNull();
    expect(feedBody.safeParse(feedBodyOf(values({ network: 'json', mapping }), { stored: false })).success).toBe(true);
  });

  it('forgets typed credentials once saved', () => {
    const after = afterSave(values({ credentials: { ...blank.credentials, token: 'secret' }, remove_credentials: true }));
    expect(after.credentials.token).toBe('');
    expect(after.remove_credentials).toBe(false);
    expect(after.name).toBe('Flux');
  });
});
