import { describe, expect, it } from 'vitest';
import { MAX_WORDS, searchConfig, searchWords, tsQueryLexemes, tsQueryText } from '@/server/api/search/terms';

describe('searchWords', () => {
  it('keeps runs of letters and digits, whatever the script or accents, and drops operators', () => {
    expect(searchWords("l'hôtel & | !spa:* (4*)")).toEqual(['l', 'hôtel', 'spa', '4']);
    expect(searchWords('Kroatië  2026')).toEqual(['Kroatië', '2026']);
    expect(searchWords('!!! ---')).toEqual([]);
  });

  it('drops the function words PostgreSQL keeps, and keeps at most MAX_WORDS', () => {
    expect(searchWords('les hôtels')).toEqual(['hôtels']);
    expect(searchWords(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))).toHaveLength(MAX_WORDS);
  });
});

describe('tsQueryText', () => {
  it('ANDs the words and lets the last one of 3 letters or more match as a prefix', () => {
    expect(tsQueryText(['hotel', 'etoile'])).toBe('hotel & etoile:*');
    expect(tsQueryText(['spa', 'la'])).toBe('spa & la');
    expect(tsQueryText(['été'])).toBe('été:*');
  });
});

describe('tsQueryLexemes', () => {
  it('reads the lexemes of a tsquery text, quotes included', () => {
    expect(tsQueryLexemes("'hotel' & 'etoil':*")).toEqual(['hotel', 'etoil']);
    expect(tsQueryLexemes("'l''hotel'")).toEqual(["l'hotel"]);
    expect(tsQueryLexemes('')).toEqual([]);
  });
});

describe('searchConfig', () => {
  it('is Dutch for the Dutch edition, French for the others', () => {
    expect(searchConfig('nl-be')).toBe('nl_unaccent');
    expect(searchConfig('fr-be')).toBe('fr_unaccent');
    expect(searchConfig('fr-fr')).toBe('fr_unaccent');
  });
});

