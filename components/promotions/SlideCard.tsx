import Link from 'next/link';
import type { SliderCard } from './slider-types';
import styles from './PromotionsSlider.module.css';

/** One slide: the deal's picture (or a stand-in) with the shop's logo, the shop, the title and the button. */
export function SlideCard({ card, exclusive }: { card: SliderCard; exclusive: string }) {
  return (
    <div className={styles.card}>
      <div className={styles.media}>
        {card.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- SVG artwork from the CMS, sized by CSS
          <img className={styles.image} src={card.image} alt="" width={320} height={140} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.stub} aria-hidden="true" />
        )}
        <span className={styles.logo}>
          {/* eslint-disable-next-line @next/next/no-img-element -- SVG store logos */}
          <img src={card.logo} alt="" width={56} height={56} loading="lazy" decoding="async" />
        </span>
      </div>
      <div className={styles.body}>
        <p className={styles.store}>{card.storeName}</p>
        <h3 className={styles.title}>
          {card.exclusive && <span className={styles.badge}>{exclusive}</span>} {card.title}
        </h3>
        <Link href={card.href} className="button">
          {card.linkLabel}
        </Link>
      </div>
    </div>
  );
}
