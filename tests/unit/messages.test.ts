import { describe, expect, it } from 'vitest';
import frFr from '@/messages/fr-fr.json';
import { languageTrees, messagesFor } from '@/messages';

const { fr, nl } = languageTrees;

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));

describe('messages', () => {
  it('French and Dutch have the same keys', () => {
    expect(leaves(nl).map(([k]) => k).sort()).toEqual(leaves(fr).map(([k]) => k).sort());
  });

  it('fr-FR overrides only keys that exist in French, and keeps the rest', () => {
    const frKeys = new Set(leaves(fr).map(([k]) => k));
    for (const [key] of leaves(frFr)) expect(frKeys.has(key)).toBe(true);
    expect(messagesFor('fr-fr').forms.contact.emailPlaceholder).toBe('vous@exemple.fr');
    expect(messagesFor('fr-fr').notFound.heading).toBe(fr.notFound.heading);
    expect(messagesFor('fr-be').forms.contact.emailPlaceholder).toBe('vous@exemple.be');
  });

  it('carries the 404 headings', () => {
    expect(messagesFor('fr-be').notFound.heading).toBe('Oooops, page non trouvée');
    expect(messagesFor('nl-be').notFound.heading).toBe('Pagina niet gevonden');
    expect(messagesFor('fr-be').notFound.title).toBe('404 page non trouvée');
  });

  it('has no empty string and no English leftovers in Dutch', () => {
    for (const [key, value] of [...leaves(fr), ...leaves(nl)]) expect(value.trim(), key).not.toBe('');
    for (const [key, value] of leaves(nl)) expect(value, key).not.toMatch(/\b(the|page not found|search|loading)\b/i);
  });
});
