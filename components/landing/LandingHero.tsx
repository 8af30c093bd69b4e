import styles from './landing.module.css';

/**
 * The top of a landing page: its banner (the largest picture above the fold, so fetched first and never lazy;
 * a sea-and-sun stub when the page has none) with the page's h1, a small label above it and the subtitle.
 * The banner is decoration: the h1 says what the page is about, so its alt text is empty.
 */
export function LandingHero({ title, subtitle, banner, eyebrow }: { title: string; subtitle?: string | null; banner: string | null; eyebrow?: string | null }) {
  return (
    <header className={styles.hero} data-with-banner={banner ? true : undefined}>
      {banner ? (
        // eslint-disable-next-line @next/next/no-img-element -- SVG banner artwork; the LCP image, so fetched first
        <img src={banner} alt="" width={1600} height={500} fetchPriority="high" loading="eager" decoding="async" className={styles.heroImage} />
      ) : (
        <span className={styles.heroStub} aria-hidden="true" />
      )}
      <div className={styles.heroText}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.heroTitle}>{title}</h1>
        {subtitle && <p className={styles.heroSubtitle}>{subtitle}</p>}
      </div>
    </header>
  );
}
