import Link from 'next/link';
import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Promotion } from '@/lib/api/types/promotions';
import type { Edition } from '@/lib/editions';
import { expiryOf, type Expiry } from '@/lib/format/expiry';
import { codeButtonState } from '@/lib/promotions/code-button';
import { entityPath } from '@/lib/routing';
import { CodeButton } from './CodeButton';
import { codeSummary } from './code-summary';
import { PromotionUsageLine } from './UsageLine';
import styles from './PromotionCard.module.css';
import { storeLogo } from '@/lib/store-logo';

async function expiryText(edition: Edition, expiry: Expiry) {
  const [t, format] = await Promise.all([getTranslations('promotions.expiry'), getFormatter()]);
  const date = (d: Date) => format.dateTime(d, { dateStyle: 'long', timeZone: edition.timeZone });
  switch (expiry.kind) {
    case 'none':
      return t('none');
    case 'expired':
      return t('expired', { date: date(expiry.date) });
    case 'minutes':
      return t('minutes');
    case 'hours':
      return t('hours', { hours: expiry.hours });
    case 'today':
      return t('today');
    case 'tomorrow':
      return t('tomorrow');
    case 'date':
      return t('date', { date: date(expiry.date) });
  }
}

/**
 * A promotion as lists show it: the shop (logo and name, a link to its page), the offer, the title,
 * the conditions, the exclusive flag, the validity wording, the usage and used-today counts, and the button
 * that reveals the code or opens the deal.
 */
type CardOptions = {
  headingLevel?: 2 | 3;
  /** How the title is shown: the search page marks the words that matched. */
  renderTitle?: (title: string) => ReactNode;
};

export async function PromotionCard({ edition, promotion, headingLevel = 2, renderTitle }: { edition: Edition; promotion: Promotion } & CardOptions) {
  const t = await getTranslations('promotions');
  const store = promotion.stores[0];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const expiry = expiryOf(promotion.expires_at, new Date(), edition.timeZone);
  // The browser gets everything the modal shows but the code itself (only its masked tail is in the HTML).
  const summary = codeSummary(promotion, { withCode: false });
  return (
    <article className={styles.card} data-expired={expiry.kind === 'expired' || undefined} data-promotion={promotion.id}>
      <header className={styles.header}>
        {store && (
          <Link href={entityPath(edition.id, 'store', [store.slug])} className={styles.store}>
            {/* eslint-disable-next-line @next/next/no-img-element -- SVG store logos */}
            <img src={storeLogo(store.icon)} alt="" width={48} height={48} loading="lazy" className={styles.logo} />
            <span>{store.name}</span>
          </Link>
        )}
        {promotion.is_exclusive && <span className={styles.exclusive}>{t('exclusive')}</span>}
      </header>
      {promotion.offer && <p className={styles.offer}>{promotion.offer}</p>}
      <Heading className={styles.title}>{renderTitle ? renderTitle(promotion.title) : promotion.title}</Heading>
      {promotion.condition && <p className={styles.condition}>{promotion.condition}</p>}
      <div className={styles.footer}>
        <p className={styles.meta}>
          <span className={styles.kind} data-kind={promotion.kind}>
            {promotion.kind === 'code' ? t('code') : promotion.kind === 'free_delivery' ? t('freeDelivery') : t('offer')}
          </span>
          {expiry.kind === 'none' || expiry.kind === 'minutes' || expiry.kind === 'hours' ? (
            <span className={styles.expiry} data-expiry={expiry.kind}>
              {await expiryText(edition, expiry)}
            </span>
          ) : (
            <time className={styles.expiry} data-expiry={expiry.kind} dateTime={expiry.date.toISOString()}>
              {await expiryText(edition, expiry)}
            </time>
          )}
        </p>
        <PromotionUsageLine promotionId={promotion.id} fallback={summary.usage} className={styles.usage} />
        {/* The face before any reveal: a masked code carries only its tail, never the code. */}
        <CodeButton promotion={summary} face={codeButtonState(promotion)} />
      </div>
    </article>
  );
}

/** Promotion cards in a grid; the caller shows its own empty state. */
export function PromotionGrid({ edition, promotions, headingLevel = 2, renderTitle }: { edition: Edition; promotions: Promotion[] } & CardOptions) {
  return (
    <ul className={styles.grid}>
      {promotions.map((promotion) => (
        <li key={promotion.id}>
          <PromotionCard edition={edition} promotion={promotion} headingLevel={headingLevel} renderTitle={renderTitle} />
        </li>
      ))}
    </ul>
  );
}
