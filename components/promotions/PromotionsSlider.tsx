import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Promotion } from '@/lib/api/types';
import type { EditionId } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import styles from './PromotionsSlider.module.css';

/**
 * Spec §2 promotions slider: a titled row of cards (store name, title, a button to the store page, logo or a
 * default icon, background image or a stub), shown only with items. A scroll-snap row: it works with touch,
 * trackpad, keyboard (focusable region) and without JavaScript.
 */
export async function PromotionsSlider({ edition, title, promotions }: { edition: EditionId; title: string; promotions: Promotion[] }) {
  const withStore = promotions.filter((p) => p.stores.length > 0);
  if (withStore.length === 0) return null;
  const t = await getTranslations('promotions');
  const headingId = `slider-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className={styles.slider} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className={styles.track} tabIndex={0} aria-labelledby={headingId}>
        {withStore.map((promotion) => {
          const store = promotion.stores[0];
          return (
            <li key={promotion.id} className={styles.card}>
              <div className={styles.media}>
                {promotion.slider_image ? (
                  // eslint-disable-next-line @next/next/no-img-element -- SVG artwork from the CMS
                  <img src={promotion.slider_image} alt="" width={320} height={140} loading="lazy" />
                ) : (
                  <span className={styles.stub} aria-hidden="true" />
                )}
                <span className={styles.logo}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- SVG store logos */}
                  <img src={store.icon ?? '/logos/default-store.svg'} alt="" width={56} height={56} loading="lazy" />
                </span>
              </div>
              <div className={styles.body}>
                <p className={styles.store}>{store.name}</p>
                <p className={styles.title}>
                  {promotion.is_exclusive && <span className={styles.badge}>{t('exclusive')}</span>} {promotion.title}
                </p>
                <Link href={entityPath(edition, 'store', [store.slug])} className="button">
                  {t('seeStore', { store: store.name })}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
