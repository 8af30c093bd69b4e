import type { EditionId } from '@/lib/editions';
import { absoluteAsset, canonicalUrl, stripHtml, truncateDescription } from '@/lib/seo';
import type { JsonLdThing } from './script';
import { storeLogo } from '@/lib/store-logo';

/** What storeJsonLd needs of a shop: the store answer's fields, and its page's path on the edition. */
export interface StoreJsonLdInput {
  name: string;
  /** The store page's public path (`/aerolia`). */
  path: string;
  icon: string | null;
  /** CMS HTML; only its text goes into the description. */
  description?: string | null;
  /** The shop's own site, as `sameAs`. */
  websiteUrl?: string | null;
}

/** An active deal as an Offer: its title, text and end of validity. */
export interface StoreOfferInput {
  title: string;
  description?: string | null;
  expires_at?: string | null;
  is_expired?: boolean;
}

/**
 * schema.org Store for a shop page: name, page URL, logo, description, its own site, and its active deals as
 * `makesOffer`. Deliberately no `aggregateRating`: the votes are collected on this site about a business it
 * promotes, which Google calls self-serving review markup, ignores, and may penalise. Expired deals are left
 * out (an Offer is something one can still take up); an offer's URL is the shop page, never the affiliate link.
 */
export function storeJsonLd(edition: EditionId, store: StoreJsonLdInput, offers: readonly StoreOfferInput[] = []): JsonLdThing {
  const url = canonicalUrl(edition, store.path);
  const logo = absoluteAsset(edition, storeLogo(store.icon));
  const description = store.description ? truncateDescription(stripHtml(store.description), 300) : '';
  const website = store.websiteUrl && /^https?:\/\//i.test(store.websiteUrl) ? store.websiteUrl : null;
  const active = offers.filter((offer) => !offer.is_expired);
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: store.name,
    url,
    logo,
    image: logo,
    ...(description ? { description } : {}),
    ...(website ? { sameAs: [website] } : {}),
    ...(active.length > 0
      ? {
          makesOffer: active.map((offer) => {
            const validThrough = offer.expires_at ? new Date(offer.expires_at) : null;
            const text = offer.description ? truncateDescription(stripHtml(offer.description)) : '';
            return {
              '@type': 'Offer',
              name: offer.title,
              url,
              ...(text ? { description: text } : {}),
              ...(validThrough && !Number.isNaN(validThrough.getTime()) ? { validThrough: validThrough.toISOString() } : {}),
            };
          }),
        }
      : {}),
  };
}
