/**
 * What this browser remembers of the visitor's votes (a shop's stars, a code's "it worked"), one kind of vote per
 * `name`. The API counts votes against the signed visitor cookie; this memory only shows a returning visitor the vote
 * they gave, at once, in every copy on the page and in other tabs.
 */
export interface RememberedVotes<T> {
  /** The vote on this item in this browser, or null. Storage may be off (private modes). */
  read(id: number): T | null;
  remember(id: number, vote: T): void;
  /** For `useSyncExternalStore`: a vote remembered here or in another tab shows at once. */
  subscribe(onChange: () => void): () => void;
}

export function rememberedVotes<T>(name: string, parse: (stored: string | null) => T | null): RememberedVotes<T> {
  const key = (id: number) => `${name}:${id}`;
  // Same-tab writes fire no `storage` event: this one tells the other copies on the page.
  const localEvent = `${name}-remembered`;
  return {
    read(id) {
      try {
        return parse(window.localStorage.getItem(key(id)));
      } catch {
        return null;
      }
    },
    remember(id, vote) {
      try {
        window.localStorage.setItem(key(id), String(vote));
      } catch {
        // nothing to do: the API keeps the vote against the visitor cookie all the same
      }
      window.dispatchEvent(new Event(localEvent));
    },
    subscribe(onChange) {
      window.addEventListener('storage', onChange);
      window.addEventListener(localEvent, onChange);
      return () => {
        window.removeEventListener('storage', onChange);
        window.removeEventListener(localEvent, onChange);
      };
    },
  };
}
