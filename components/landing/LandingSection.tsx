import type { ReactNode } from 'react';
import styles from './landing.module.css';

/** A block of a landing page: an h2 the section is labelled by, an optional intro, then its content. */
export function LandingSection({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={`section ${styles.section}`}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}
