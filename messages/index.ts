import type { EditionId } from '@/lib/editions';
import frAdmin from './admin/fr.json';
import nlAdmin from './admin/nl.json';
import frError from './error/fr.json';
import nlError from './error/nl.json';
import frPublic from './fr.json';
import frFr from './fr-fr.json';
import nlPublic from './nl.json';

/**
 * The message tree of a language, from three files: the public pages' words, the error page's (which the global
 * error page imports alone, with no provider to read from), and the editors' (which no public page carries).
 */
const fr = { ...frPublic, error: frError, admin: frAdmin };
const nl = { ...nlPublic, error: nlError, admin: nlAdmin };

/** The message tree: the French one is the reference every edition must match key for key. */
export type Messages = typeof fr;

/** French and Dutch trees, whole, for the tests that compare them. */
export const languageTrees = { fr, nl } as const;

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

/**
 * The namespaces the client components of every page read (promotion cards and the code modal, the search box,
 * ratings, the error view). Only these travel to the browser with each page: the whole tree would add ~20 kB to every HTML answer.
 */
export const everyPageClientNamespaces = ['error', 'searchSuggestions', 'promotions.button', 'promotions.modal', 'promotions.usage', 'promotions.feedback', 'promotions.exclusive', 'promotions.code', 'promotions.offer', 'promotions.freeDelivery', 'rating'] as const;

/** The comparator's client components read these too. */
export const comparatorClientNamespaces = ['comparator', 'pages.comparator', 'pagination'] as const;

/** The part of an edition's messages under the given dotted namespaces, the tree's shape kept. */
export function clientMessages(edition: EditionId, namespaces: readonly string[]): Tree {
  const out: Tree = {};
  for (const namespace of namespaces) {
    const path = namespace.split('.');
    let source: string | Tree | undefined = byEdition[edition] as unknown as Tree;
    for (const key of path) source = typeof source === 'object' ? source[key] : undefined;
    if (source === undefined) continue;
    let target = out;
    for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as Tree;
    target[path.at(-1)!] = source;
  }
  return out;
}
