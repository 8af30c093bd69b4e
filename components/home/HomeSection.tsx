import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './HomeSection.module.css';

/** A home page block: an h2 that names the section for assistive tech, an optional "see all" link, the content. */
export function HomeSection({
  id,
  title,
  intro,
  more,
  tone,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  more?: { href: string; label: string } | null;
  /** `tinted` sets a block apart from its neighbours (the deal of the month, the offers). */
  tone?: 'tinted';
  children: ReactNode;
}) {
  const headingId = `home-${id}`;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-tone={tone}>
      <div className={styles.sectionHead}>
        <div>
          <h2 id={headingId} className={styles.sectionTitle}>
            {title}
          </h2>
          {intro && <p className={styles.sectionIntro}>{intro}</p>}
        </div>
        {more && (
          <Link href={more.href} className={styles.more}>
            {more.label} <span aria-hidden="true">→</span>
          </Link>
        )}
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
