import { afterEach, describe, expect, it } from 'vitest';
import { HOLD_SHARE, withdrawalVerdict } from '@/lib/feeds/withdrawal';
import { mergeChanges, storePromotionsChange } from '@/server/feeds/content-change';
import { openCredentials, sealCredentials, canStoreCredentials } from '@/server/feeds/credentials';
import { changedFeedFields, offerText, promotionFieldsOf, voucherFingerprint } from '@/server/feeds/promotion-fields';
import type { Voucher } from '@/server/feeds/voucher';
import { voucherFromJson } from '@/server/feeds/import-waiting';

const voucher = (over: Partial<Voucher> = {}): Voucher => ({
  network: 'awin',
  offerId: '42',
  advertiserId: '1001',
  advertiserName: 'Soleo',
  kind: 'code',
  code: 'SOLEO 10',
  title: 'Code promo -10 % sur les séjours',
  description: '<p>Valable <b>partout</b></p><script>alert(1)</script>',
  terms: 'Dès 300 € d’achat.',
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: new Date('2027-01-31T23:00:00Z'),
  trackingUrl: 'https://www.awin1.com/cread.php?awinmid=1001&p=42',
  landingUrl: 'https://soleo.example/',
  discountValue: 10,
  discountUnit: 'percent',
  exclusive: true,
  countries: ['BE'],
  language: 'fr',
  sourceUpdatedAt: new Date('2026-11-20T10:00:00Z'),
  raw: { anything: true },
  ...over,
});

describe('when a run may withdraw', () => {
  it('withdraws up to a fifth of the live promotions, holds beyond, and holds an empty download', () => {
    expect(HOLD_SHARE).toBe(0.2);
    expect(withdrawalVerdict({ live: 10, missing: 0, read: 10 })).toBe('none');
    expect(withdrawalVerdict({ live: 10, missing: 2, read: 8 })).toBe('withdraw');
    expect(withdrawalVerdict({ live: 10, missing: 3, read: 7 })).toBe('hold');
    expect(withdrawalVerdict({ live: 1, missing: 1, read: 0 })).toBe('hold');
    expect(withdrawalVerdict({ live: 100, missing: 1, read: 0 })).toBe('hold');
  });
});

describe('the promotion a voucher stands for', () => {
  it('takes the tracking link, the code without spaces, a sanitised description and the offer in the edition’s words', () => {
    const fields = promotionFieldsOf(voucher(), 'fr-be');
    expect(fields).toMatchObject({ link: 'https://www.awin1.com/cread.php?awinmid=1001&p=42', code: 'SOLEO10', kind: 'code', is_exclusive: true, offer: '-10 %' });
    expect(fields.description).not.toContain('<script');
    expect(fields.description).toContain('<b>partout</b>');
    expect(promotionFieldsOf(voucher({ kind: 'deal', code: null }), 'nl-be')).toMatchObject({ kind: 'offer', code: null });
  });

  it('writes amounts as each edition does', () => {
    expect(offerText(15, 'EUR', 'fr-be')).toMatch(/^15\s€$/);
    expect(offerText(15, 'EUR', 'nl-be')).toMatch(/^€\s?15$/);
    expect(offerText(12.5, 'percent', 'fr-fr')).toBe('-12,5 %');
    expect(offerText(null, null, 'fr-be')).toBe('');
    expect(offerText(0, 'EUR', 'fr-be')).toBe('');
  });

  it('bounds a network’s long texts as an editor’s would be', () => {
    const fields = promotionFieldsOf(voucher({ title: 'x'.repeat(500), terms: 'y'.repeat(5000) }), 'fr-be');
    expect(fields.title).toHaveLength(200);
    expect(fields.condition).toHaveLength(1000);
  });
});

describe('a voucher’s fingerprint', () => {
  it('ignores the network’s copy and its “last changed” stamp, not what the voucher says or its shop', () => {
    const base = voucherFingerprint(voucher(), 7);
    expect(voucherFingerprint(voucher({ raw: { other: 1 }, sourceUpdatedAt: new Date() }), 7)).toBe(base);
    expect(voucherFingerprint(voucher({ title: 'Autre' }), 7)).not.toBe(base);
    expect(voucherFingerprint(voucher(), 8)).not.toBe(base);
    // Read back from the database's JSON: other key order, instants as strings.
    const stored = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(voucher()).reverse())));
    expect(voucherFingerprint(voucherFromJson(stored), 7)).toBe(base);
  });
});

describe('the fields an editor changed', () => {
  it('names each changed field by the write body’s name, dates compared as instants', () => {
    const before = { title: 'A', link: 'https://x', offer: '', description: '', condition: '', kind: 'code', code: 'X', is_exclusive: false, starts_at: '2026-11-01T00:00:00.000Z', expires_at: null, store: 3 };
    const after = { ...before, title: 'B', starts_at: new Date('2026-11-01T00:00:00Z'), expires_at: new Date('2027-01-01T00:00:00Z'), store: 4 };
    expect(changedFeedFields(before, after)).toEqual(['title', 'expires_at', 'store']);
    expect(changedFeedFields(before, { ...before })).toEqual([]);
  });
});

describe('what a run tells the cache', () => {
  it('merges its changes, each shop and category once, and nothing when nothing changed', () => {
    expect(mergeChanges('fr-be', [])).toBeNull();
    const merged = mergeChanges('fr-be', [storePromotionsChange('fr-be', [[3, 'soleo']], [9]), storePromotionsChange('fr-be', [[3, 'soleo'], [4, 'stayzo']], [])]);
    expect(merged).toEqual({
      edition: 'fr-be',
      families: ['promotions', 'stores'],
      entities: [
        { entity: 'store', id: 3, slugs: ['soleo'] },
        { entity: 'category', id: 9, slugs: [] },
        { entity: 'store', id: 4, slugs: ['stayzo'] },
      ],
    });
  });
});

describe('a feed’s credentials', () => {
  afterEach(() => {
    delete process.env.FEEDS_CREDENTIALS_KEY;
  });

  it('are sealed with the environment’s key and open only with it', () => {
    expect(canStoreCredentials()).toBe(false);
    process.env.FEEDS_CREDENTIALS_KEY = 'short';
    expect(canStoreCredentials()).toBe(false);
    process.env.FEEDS_CREDENTIALS_KEY = 'the first key, long enough for the feeds';
    const sealed = sealCredentials({ token: 'secret-token' });
    expect(sealed).not.toContain('secret-token');
    expect(openCredentials(sealed)).toEqual({ token: 'secret-token' });
    // Tampered with, or under another key: nothing, never garbage.
    expect(openCredentials(`${sealed.slice(0, -2)}xx`)).toEqual({});
    process.env.FEEDS_CREDENTIALS_KEY = 'another key, just as long as the first one';
    expect(openCredentials(sealed)).toEqual({});
  });
});
