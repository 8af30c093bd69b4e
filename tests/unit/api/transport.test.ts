import { describe, expect, it } from 'vitest';
import { apiPath, readKey } from '@/lib/api/transport';

describe('apiPath', () => {
  it('adds the edition as language on every call', () => {
    expect(apiPath('/stores/top/', 'nl-be')).toBe('/api/stores/top/?language=nl-be');
  });

  it('serialises arrays by repetition and skips empty values', () => {
    expect(apiPath('properties/', 'fr-fr', { price: ['lte-300', '301-500'], last: true, city: undefined, region: null })).toBe(
      '/api/properties/?language=fr-fr&price=lte-300&price=301-500&last=true',
    );
  });
});

describe('readKey', () => {
  it('is one key per call whatever the order of its query, and apart per edition', () => {
    expect(readKey('/properties/', 'fr-be', { rating: 4, price: ['501-750'] })).toBe(readKey('/properties/', 'fr-be', { price: ['501-750'], rating: 4 }));
    expect(readKey('/properties/', 'fr-be', { rating: 4 })).not.toBe(readKey('/properties/', 'nl-be', { rating: 4 }));
    expect(readKey('/properties/', 'fr-be', { rating: 4 })).not.toBe(readKey('/properties/', 'fr-be', { rating: 5 }));
  });
});
