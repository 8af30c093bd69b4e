import Link from 'next/link';
import { PostCard } from '@/components/blog/PostCard';
import postStyles from '@/components/blog/PostCard.module.css';
import type { PostCardData } from '@/lib/api/types/blog';
import { OfferCard } from '@/components/comparator/OfferCard';
import offerStyles from '@/components/comparator/OfferCard.module.css';
import type { PropertyOffer } from '@/lib/api/types/properties';
import rail from '@/components/home/rail.module.css';
import type { PageLink } from '@/lib/api/types/common';
import type { Edition } from '@/lib/editions';
import styles from './landing.module.css';

/** Spec §9: 8 holiday offers per block. */
export const OFFERS_PER_BLOCK = 8;

/**
 * Holiday offers (the editors' hotels or the feed's offers), at most 8, as h3 cards: a grid, and on a phone one
 * swipeable row (the home page's rail) rather than a column several screens long.
 */
export function OfferList({ offers }: { offers: PropertyOffer[] }) {
  return (
    <div className={rail.rail}>
      <ul className={`${offerStyles.grid} ${styles.flush}`}>
        {offers.slice(0, OFFERS_PER_BLOCK).map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} headingLevel={3} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Blog posts as h3 cards; a swipeable row on a phone. */
export function PostList({ edition, posts }: { edition: Edition; posts: PostCardData[] }) {
  return (
    <div className={rail.rail}>
      <ul className={`${postStyles.grid} ${styles.flush}`}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard edition={edition} post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "See also": one related page as a prominent link, labelled by its own short text. */
export function SeeAlso({ label, link }: { label: string; link: PageLink }) {
  return (
    <p className={styles.seeAlso}>
      <span className={styles.seeAlsoLabel}>{label}</span>
      <Link href={link.url} className={styles.seeAlsoLink}>
        {link.name} <span aria-hidden="true">→</span>
      </Link>
    </p>
  );
}
