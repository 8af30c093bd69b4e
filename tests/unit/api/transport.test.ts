import { describe, expect, it } from 'vitest';
import { apiPath } from '@/lib/api/transport';

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
