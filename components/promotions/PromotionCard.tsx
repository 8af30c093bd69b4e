import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Promotion } from '@/lib/api/types';
import type { Edition } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import styles from './PromotionCard.module.css';

/**
 * A promotion as lists show it: the shop (logo and name, a link to its page), the offer, the title, the
 * conditions, the exclusive flag, the kind and the validity date in the edition's time zone.
 */
export async function PromotionCard({ edition, promotion, headingLevel = 2 }: { edition: Edition; promotion: Promotion; headingLevel?: 2 | 3 }) {
  const [t, format] = await Promise.all([getTranslations('promotions'), getFormatter()]);
  const store = promotion.stores[0];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const expiresAt = promotion.expires_at ? new Date(promotion.expires_at) : null;
  const date = expiresAt && !Number.isNaN(expiresAt.getTime()) ? format.dateTime(expiresAt, { dateStyle: 'long', timeZone: edition.timeZone }) : null;
  const kind = promotion.kind === 'code' ? t('code') : promotion.kind === 'free_delivery' ? t('freeDelivery') : t('offer');
  return (
    <article className={styles.card} data-expired={promotion.is_expired || undefined}>
      <header className={styles.header}>
        {store && (
          <Link href={entityPath(edition.id, 'store', [store.slug])} className={styles.store}>
            {/* eslint-disable-next-line @next/next/no-img-element -- SVG store logos */}
            <img src={store.icon ?? '/logos/default-store.svg'} alt="" width={48} height={48} loading="lazy" className={styles.logo} />
            <span>{store.name}</span>
          </Link>
        )}
        {promotion.is_exclusive && <span className={styles.exclusive}>{t('exclusive')}</span>}
      </header>
      {promotion.offer && <p className={styles.offer}>{promotion.offer}</p>}
      <Heading className={styles.title}>{promotion.title}</Heading>
      {promotion.condition && <p className={styles.condition}>{promotion.condition}</p>}
      <footer className={styles.footer}>
        <span className={styles.kind} data-kind={promotion.kind}>
          {kind}
        </span>
        {date && expiresAt ? (
          <time dateTime={expiresAt.toISOString()} className={styles.expiry}>
            {promotion.is_expired ? t('expiredOn', { date }) : t('expires', { date })}
          </time>
        ) : (
          <span className={styles.expiry}>{promotion.is_expired ? t('expired') : t('noExpiry')}</span>
        )}
      </footer>
    </article>
  );
}

/** Promotion cards in a grid; the caller shows its own empty state. */
export function PromotionGrid({ edition, promotions, headingLevel = 2 }: { edition: Edition; promotions: Promotion[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={styles.grid}>
      {promotions.map((promotion) => (
        <li key={promotion.id}>
          <PromotionCard edition={edition} promotion={promotion} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
