import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { StoreTile } from '@/lib/api/types/stores';
import type { Edition } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import { HomeSection } from './HomeSection';
import styles from './HomeStores.module.css';
import { storeLogo } from '@/lib/store-logo';

/**
 * The editors' shops for the home page: logo, name and rating, each a link to its page. Not StoreTiles: the
 * `home_page_stores` answer has no code and offer counts, which StoreTiles prints.
 */
export async function HomeStores({ edition, stores }: { edition: Edition; stores: StoreTile[] }) {
  if (stores.length === 0) return null;
  const [t, ts] = await Promise.all([getTranslations('home'), getTranslations('stores')]);
  const rating = (value: number) => value.toLocaleString(edition.htmlLang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <HomeSection id="stores" title={t('topStores')} intro={t('topStoresIntro')}>
      <ul className={styles.tiles}>
        {stores.map((store) => (
          <li key={store.id}>
            <Link href={entityPath(edition.id, 'store', [store.slug])} className={styles.tile}>
              {/* eslint-disable-next-line @next/next/no-img-element -- SVG store logos */}
              <img src={storeLogo(store.icon)} alt="" width={56} height={56} loading="lazy" className={styles.logo} />
              <span className={styles.name}>{store.name}</span>
              {store.votes > 0 && (
                <span className={styles.rating}>
                  {/* Short on screen (tiles are narrow on a phone), whole sentence for screen readers. */}
                  <span aria-hidden="true">
                    <span className={styles.star}>★</span> {rating(store.rating)} ({store.votes})
                  </span>
                  <span className="visually-hidden">{ts('rating', { rating: rating(store.rating), votes: store.votes })}</span>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
