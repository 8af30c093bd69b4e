import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { StoreTile } from '@/lib/api/types/stores';
import type { Edition } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import { ratingFigure } from '@/lib/format/rating';
import styles from './landing.module.css';
import { storeLogo } from '@/lib/store-logo';

/**
 * Shops of a landing page (logo, name, rating with votes), each a link to its page. Not StoreTiles: landing
 * pages get shop cards without the code and offer counts StoreTiles prints.
 */
export async function LandingStores({ edition, stores }: { edition: Edition; stores: StoreTile[] }) {
  if (stores.length === 0) return null;
  const [t, ts] = await Promise.all([getTranslations('landing'), getTranslations('stores')]);
  return (
    <ul className={styles.stores}>
      {stores.map((store) => {
        const rating = ratingFigure(store.rating, edition.htmlLang);
        return (
          <li key={store.id}>
            <Link href={entityPath(edition.id, 'store', [store.slug])} className={styles.store}>
              {/* eslint-disable-next-line @next/next/no-img-element -- SVG store logos */}
              <img src={storeLogo(store.icon)} alt="" width={56} height={56} loading="lazy" className={styles.storeLogo} />
              <span className={styles.storeName}>{store.name}</span>{' '}
              {store.votes > 0 ? (
                <span className={styles.storeRating}>
                  {/* Short on screen, the whole sentence for screen readers ("4,7/5" reads badly). */}
                  <span aria-hidden="true">
                    <span className={styles.star}>★</span> {t('storeRating', { rating, votes: store.votes })}
                  </span>
                  <span className="visually-hidden">{ts('rating', { rating, votes: store.votes })}</span>
                </span>
              ) : (
                <span className={styles.storeRating}>{t('storeNoVotes')}</span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
