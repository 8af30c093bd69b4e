import type { EditionId } from '@/lib/editions';
import fr from './fr.json';
import frFr from './fr-fr.json';
import nl from './nl.json';

/** The message tree: the French file is the reference every edition must match key for key. */
export type Messages = typeof fr;

type Tree = { [key: string]: string | Tree };

/** An edition's overrides on top of its language: vacances.fr shares the French of vacances.be where it can. */
function merge(base: Tree, override: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return out;
}

const byEdition: Record<EditionId, Messages> = {
  'fr-be': fr,
  'nl-be': nl,
  'fr-fr': merge(fr, frFr) as Messages,
};

export const messagesFor = (edition: EditionId): Messages => byEdition[edition];
