import { describe, expect, it } from 'vitest';
import { highlightParts } from '@/components/layout/suggestion-highlight';

const marked = (name: string, query: string) =>
  highlightParts(name, query)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('highlightParts', () => {
  it('marks the typed text without regard to accents or case, keeping the original characters', () => {
    expect(marked('Hôtels à Berlin', 'hotel')).toBe('[Hôtel]s à Berlin');
    expect(marked('CRÈTE & Grèce', 'crete')).toBe('[CRÈTE] & Grèce');
    expect(marked('Stayzo', 'STAY')).toBe('[Stay]zo');
  });

  it('marks every word of the query and every occurrence, joining overlaps', () => {
    expect(marked('Club Med – club des Alpes', 'club alpes')).toBe('[Club] Med – [club] des [Alpes]');
    expect(marked('Bali', 'ba al')).toBe('[Bal]i');
  });

  it('folds ligatures and typographic apostrophes; words are found on either side of a no-break space', () => {
    expect(marked('Œnotourisme', 'oeno')).toBe('[Œno]tourisme');
    expect(marked('L’île de Ré', "l'ile")).toBe('[L’île] de Ré');
    expect(marked('40\u00a0€ de réduction', '40 reduction')).toBe('[40]\u00a0€ de [réduction]');
  });

  it('leaves a name whole when nothing matches literally, and ignores one-letter words', () => {
    expect(highlightParts('Poudreuse', 'sta')).toEqual([{ text: 'Poudreuse', match: false }]);
    expect(marked('Séjour à Bali', 'à bali')).toBe('Séjour à [Bali]');
  });

  it('treats the query as text, never as a pattern', () => {
    expect(marked('Prix (.*) fous', '(.*)')).toBe('Prix [(.*)] fous');
  });
});

