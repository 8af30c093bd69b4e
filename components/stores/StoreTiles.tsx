import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { StoreCard } from '@/lib/api/types/stores';
import { editions, type EditionId } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import styles from './StoreTiles.module.css';
import { storeLogo } from '@/lib/store-logo';

/** A grid of shops: logo, name, rating with votes, code and offer counts, each a link to the shop page. */
export async function StoreTiles({ edition, stores }: { edition: EditionId; stores: StoreCard[] }) {
  if (stores.length === 0) return null;
  const t = await getTranslations('stores');
  return (
    <ul className={styles.tiles}>
      {stores.map((store) => (
        <li key={store.id}>
          <Link href={entityPath(edition, 'store', [store.slug])} className={styles.tile}>
            {/* eslint-disable-next-line @next/next/no-img-element -- SVG store logos */}
            <img src={storeLogo(store.icon)} alt="" width={64} height={64} loading="lazy" className={styles.logo} />
            <span className={styles.name}>{store.name}</span>
            <span className={styles.rating}>
              <span aria-hidden="true">★</span> {t('rating', { rating: store.rating.toLocaleString(editions[edition].htmlLang), votes: store.votes })}
            </span>
            <span className={styles.counts}>{t('counts', { coupons: store.coupon_counts, offers: store.offer_counts })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
