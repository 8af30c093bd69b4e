import { describe, expect, it } from 'vitest';
import {
  buildSuggestions,
  moveActive,
  readAnswer,
  SUGGEST_MAX_PER_GROUP,
  suggestionsEnabled,
} from '@/components/layout/search-suggestions';
import { DEFAULT_STORE_LOGO } from '@/lib/store-logo';
import type { SuggestAnswer, SuggestPromotion } from '@/lib/api/types/suggestions';

const promotion = (id: number, overrides: Partial<SuggestPromotion> = {}): SuggestPromotion => ({
  id,
  title: `Offre ${id}`,
  offer: '-10 %',
  is_expired: false,
  stores: [{ name: 'Stayzo', slug: 'stayzo', icon: '/logos/stores/stayzo.svg' }],
  ...overrides,
});

const context = { edition: 'fr-be' as const, searchPath: '/search', text: ' stay ' };

describe('moveActive', () => {
  it('walks down and up, wrapping at both ends', () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(0, 3, 1)).toBe(1);
    expect(moveActive(2, 3, 1)).toBe(0);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(0, 3, -1)).toBe(2);
    expect(moveActive(2, 3, -1)).toBe(1);
  });

  it('has nowhere to go in an empty list, and restarts from an index past the end', () => {
    expect(moveActive(-1, 0, 1)).toBe(-1);
    expect(moveActive(5, 3, 1)).toBe(0);
  });
});

describe('buildSuggestions', () => {
  const answer: SuggestAnswer = {
    stores: [
      { id: 5, name: 'Stayzo', slug: 'stayzo', icon: '/logos/stores/stayzo.svg' },
      { id: 6, name: 'Sans logo', slug: 'sans-logo', icon: null },
    ],
    promotions: [promotion(40), promotion(41, { is_expired: true }), promotion(42, { stores: [] }), promotion(43, { offer: '  ' })],
  };

  it('groups shops then valid promotions, then the search page as the last option', () => {
    const list = buildSuggestions(answer, context);
    expect(list.groups.map((g) => g.kind)).toEqual(['stores', 'promotions']);
    expect(list.options.map((o) => o.key)).toEqual(['s5', 's6', 'p40', 'p43', 'all']);
    expect(list.count).toBe(4);
    expect(list.options.at(-1)).toMatchObject({ kind: 'all', href: '/search?str=stay', label: 'stay', reload: false });
  });

  it('sends a shop to its page and a promotion to its shop page naming it, with a full load for the code modal', () => {
    const [stayzo, noLogo, deal, bare] = buildSuggestions(answer, context).options;
    expect(stayzo).toMatchObject({ href: '/stayzo', icon: '/logos/stores/stayzo.svg', reload: false });
    expect(noLogo!.icon).toBe(DEFAULT_STORE_LOGO);
    expect(deal).toMatchObject({ href: '/stayzo?code=40', label: 'Offre 40', detail: 'Stayzo', offer: '-10 %', reload: true });
    expect(bare!.offer).toBeUndefined();
  });

  it('keeps at most five of each kind and leaves out an empty group', () => {
    const many: SuggestAnswer = { stores: [], promotions: Array.from({ length: 9 }, (_, i) => promotion(i + 1)) };
    const list = buildSuggestions(many, context);
    expect(list.groups.map((g) => g.kind)).toEqual(['promotions']);
    expect(list.groups[0]!.options).toHaveLength(SUGGEST_MAX_PER_GROUP);
    expect(buildSuggestions({ stores: [], promotions: [] }, context)).toMatchObject({ groups: [], count: 0 });
  });

  it('encodes slugs and the Dutch edition keeps shops at the root', () => {
    const list = buildSuggestions({ stores: [{ id: 1, name: 'Été', slug: 'été', icon: null }], promotions: [] }, { ...context, edition: 'nl-be', searchPath: '/search' });
    expect(list.options[0]!.href).toBe('/%C3%A9t%C3%A9');
  });
});

describe('readAnswer and suggestionsEnabled', () => {
  it('reads a partial or broken answer as empty lists', () => {
    expect(readAnswer(null)).toEqual({ stores: [], promotions: [] });
    expect(readAnswer({ stores: 'x', promotions: [promotion(1)] }).promotions).toHaveLength(1);
  });

  it('starts at two characters, spaces not counted', () => {
    expect(suggestionsEnabled('b')).toBe(false);
    expect(suggestionsEnabled(' b ')).toBe(false);
    expect(suggestionsEnabled('ba')).toBe(true);
  });
});
