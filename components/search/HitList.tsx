import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './search.module.css';

export interface Hit {
  key: string | number;
  href: string;
  title: ReactNode;
  /** A small picture: shop logo, category icon, destination or post picture; none shows a neutral tile. */
  image?: string | null;
  /** Logos are shown whole; photos fill their tile. */
  imageFit?: 'contain' | 'cover';
  meta?: ReactNode;
  snippet?: ReactNode;
}

/** Results of one kind as a list of linked rows (two columns on wide screens). */
export function HitList({ hits, headingLevel = 3 }: { hits: Hit[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.hits}>
      {hits.map((hit) => (
        <li key={hit.key}>
          <Link href={hit.href} className={styles.hit}>
            <span className={styles.thumb} data-fit={hit.imageFit ?? 'cover'} aria-hidden="true">
              {/* eslint-disable-next-line @next/next/no-img-element -- small SVG/JPEG thumbnails of the demo media */}
              {hit.image && <img src={hit.image} alt="" width={56} height={56} loading="lazy" />}
            </span>
            <span className={styles.hitText}>
              <Heading className={styles.hitTitle}>{hit.title}</Heading>
              {hit.meta && <span className={styles.hitMeta}>{hit.meta}</span>}
              {hit.snippet && <span className={styles.hitSnippet}>{hit.snippet}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
