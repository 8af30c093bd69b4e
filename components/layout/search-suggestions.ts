/**
 * Pure logic of the header's search suggestions: the API answer turned into the options of the listbox, the
 * matched parts of a name, the keyboard's movement through the options. No React, no browser: unit-tested.
 */
import { DEEP_LINK_PARAM } from '@/components/promotions/code-modal-store';
import type { SuggestAnswer, SuggestPromotion, SuggestStore } from '@/lib/api/types/suggestions';
import type { EditionId } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import { searchHref } from '@/components/search/query';
import { storeLogo } from '@/lib/store-logo';

/** Suggestions start at two characters: one letter matches half the catalogue and tells the visitor nothing. */
export const SUGGEST_MIN_CHARS = 2;
/** No call until the visitor pauses this long. */
export const SUGGEST_DEBOUNCE_MS = 200;
/** A phone screen shows about ten rows under the box: five of each kind, then "all results". */
export const SUGGEST_MAX_PER_GROUP = 5;

type SuggestionKind = 'store' | 'promotion' | 'all';

export interface Suggestion {
  kind: SuggestionKind;
  /** Stable within one list: React key and the tail of the option's DOM id. */
  key: string;
  href: string;
  label: string;
  /** The shop's name under a promotion's title. */
  detail?: string;
  offer?: string;
  icon?: string;
  /**
   * A full page load rather than a client navigation: the shop page opens the `?code=` promotion's modal when it
   * loads (the code modal lives in the layout, which a client navigation keeps mounted, so it would not look again).
   */
  reload: boolean;
}

interface SuggestionGroup {
  kind: 'stores' | 'promotions';
  options: Suggestion[];
}

export interface SuggestionList {
  groups: SuggestionGroup[];
  /** Every option in the order the arrows walk them: the groups' options, then "all results". */
  options: Suggestion[];
  /** Shops and promotions suggested ("all results" is not a suggestion): what the live region announces. */
  count: number;
}

export const suggestionsEnabled = (text: string) => text.trim().length >= SUGGEST_MIN_CHARS;

/** The answer, read defensively: an external backend speaking the contract may leave a list out. */
export function readAnswer(body: unknown): SuggestAnswer {
  const object = (body ?? {}) as Partial<Record<keyof SuggestAnswer, unknown>>;
  return {
    stores: Array.isArray(object.stores) ? (object.stores as SuggestStore[]) : [],
    promotions: Array.isArray(object.promotions) ? (object.promotions as SuggestPromotion[]) : [],
  };
}

/**
 * The listbox's options: shops (to their page), valid promotions (to their shop's page naming the promotion,
 * which opens its code modal), and last "all results" (the search page). Expired deals are left out: the
 * suggestions are for acting now, and the search page still lists them.
 */
export function buildSuggestions(answer: SuggestAnswer, context: { edition: EditionId; searchPath: string; text: string }): SuggestionList {
  const shopPath = (slug: string) => entityPath(context.edition, 'store', [slug]);
  const stores = answer.stores.slice(0, SUGGEST_MAX_PER_GROUP).map(
    (store): Suggestion => ({
      kind: 'store',
      key: `s${store.id}`,
      href: shopPath(store.slug),
      label: store.name,
      icon: storeLogo(store.icon),
      reload: false,
    }),
  );
  const promotions = answer.promotions
    .filter((promotion) => !promotion.is_expired && promotion.stores[0])
    .slice(0, SUGGEST_MAX_PER_GROUP)
    .map((promotion): Suggestion => {
      const store = promotion.stores[0]!;
      return {
        kind: 'promotion',
        key: `p${promotion.id}`,
        href: `${shopPath(store.slug)}?${DEEP_LINK_PARAM}=${promotion.id}`,
        label: promotion.title,
        detail: store.name,
        offer: promotion.offer?.trim() || undefined,
        icon: storeLogo(store.icon),
        reload: true,
      };
    });
  const groups: SuggestionGroup[] = [];
  if (stores.length) groups.push({ kind: 'stores', options: stores });
  if (promotions.length) groups.push({ kind: 'promotions', options: promotions });
  const all: Suggestion = {
    kind: 'all',
    key: 'all',
    href: searchHref(context.searchPath, context.text) ?? context.searchPath,
    label: context.text.trim(),
    reload: false,
  };
  return { groups, options: [...stores, ...promotions, all], count: stores.length + promotions.length };
}

/**
 * ArrowDown/ArrowUp: the next or previous option, wrapping at both ends (WAI-ARIA combobox pattern); from no
 * active option, ArrowDown goes to the first and ArrowUp to the last. -1 when there is nothing to move to.
 */
export function moveActive(active: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (active < 0 || active >= count) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}
