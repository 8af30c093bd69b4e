import { isSlug } from '@/lib/slug';

/** The site's own door to a merchant: every exit goes through it, so it is counted and carries a click id. */
export const goPath = {
  promotion: (id: number) => `/go/${id}`,
  store: (slug: string) => `/go/shop/${encodeURIComponent(slug)}`,
  offer: (id: number) => `/go/offer/${id}`,
};

/** What a link leaving for a merchant carries: paid, not endorsed for search engines, and no handle on our tab. */
export const EXIT_LINK_REL = 'sponsored nofollow noopener';

export type ExitRef = { kind: 'promotion' | 'offer'; id: number } | { kind: 'store'; slug: string };

const MAX_ID = 2_147_483_647;
const idOf = (text: string): number | null => (/^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_ID ? Number(text) : null);

export const isGoPath = (pathname: string) => /^\/go(\/|$)/.test(pathname);

/**
 * The item a `/go/…` path names, or null for any other shape (which answers the edition's 404 page). A trailing
 * slash is accepted; nothing else may follow the item.
 */
export function exitRefOf(pathname: string): ExitRef | null {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(2);
  if (parts.length === 1) {
    const id = idOf(parts[0]);
    return id === null ? null : { kind: 'promotion', id };
  }
  if (parts.length !== 2) return null;
  const [section, ref] = parts;
  if (section === 'offer') {
    const id = idOf(ref);
    return id === null ? null : { kind: 'offer', id };
  }
  if (section === 'shop') return isSlug(ref) ? { kind: 'store', slug: ref } : null;
  return null;
}

