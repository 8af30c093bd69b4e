import Link from 'next/link';
import { PostRail } from '@/components/blog/PostRail';
import type { PostCardData } from '@/lib/api/types/blog';
import { OfferRail } from '@/components/comparator/OfferRail';
import type { PropertyOffer } from '@/lib/api/types/properties';
import type { PageLink } from '@/lib/api/types/common';
import type { Edition } from '@/lib/editions';
import { OFFERS_BLOCK_SIZE } from '@/lib/list-sizes';
import styles from './landing.module.css';

/**
 * Holiday offers (the editors' hotels or the feed's offers), at most 8, as h3 cards: a grid, and on a phone one
 * swipeable row (the home page's rail) rather than a column several screens long.
 */
export function OfferList({ offers }: { offers: PropertyOffer[] }) {
  return (
    <OfferRail offers={offers.slice(0, OFFERS_BLOCK_SIZE)} listClassName={styles.flush} />
  );
}

/** Blog posts as h3 cards; a swipeable row on a phone. */
export function PostList({ edition, posts }: { edition: Edition; posts: PostCardData[] }) {
  return <PostRail edition={edition} posts={posts} listClassName={styles.flush} />;
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
