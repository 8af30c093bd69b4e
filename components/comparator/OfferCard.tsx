import { useFormatter, useTranslations } from 'next-intl';
import type { ComparatorOffer } from '@/lib/api/types/comparator';
import { goPath, EXIT_LINK_REL } from '@/lib/clicks/go-paths';
import { offerLastMinute, offerNights } from '@/lib/comparator/resolve';
import { calendarDate, euroOptions, offerPlace, starCount } from './offer-format';
import styles from './OfferCard.module.css';

/**
 * A holiday offer: picture, last-minute and discount badges, place, name, stars, nights, departure date and
 * price, with the partner named on the button to its offer (sponsored, in a new tab, said to screen readers).
 * No 'use client' and no async: the home and landing pages render it on the server, the comparator in the
 * browser too when a filter changes (next-intl's hooks serve both).
 */
export function OfferCard({ offer, headingLevel = 2 }: { offer: ComparatorOffer; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useTranslations('pages.comparator');
  const format = useFormatter();
  const stars = starCount(offer.stars);
  const departure = calendarDate(offer.departure_date);
  const price = format.number(offer.price, euroOptions(offer.price));
  const original = offer.original_price !== null && offer.original_price > offer.price ? format.number(offer.original_price, euroOptions(offer.original_price)) : null;
  const discount = offer.discount_percent ? format.number(-offer.discount_percent / 100, { style: 'percent' }) : null;
  const nights = offerNights(offer);
  return (
    <article className={styles.card} data-testid="offer" data-price={offer.price} data-stars={stars ?? ''} data-nights={nights}>
      <div className={styles.media}>
        {offer.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- partner pictures (SVG or external)
          <img src={offer.image} alt="" width={400} height={240} loading="lazy" />
        ) : (
          <span className={styles.stub} aria-hidden="true" />
        )}
        <span className={styles.badges}>
          {offerLastMinute(offer) && <span className={styles.lastMinute}>{t('lastMinute')}</span>}
          {discount && (
            <span className={styles.discount} title={t('discount', { percent: discount })}>
              {discount}
            </span>
          )}
        </span>
      </div>
      <div className={styles.body}>
        <p className={styles.place}>{offerPlace(offer)}</p>
        <Heading className={styles.name}>{offer.name}</Heading>
        {stars !== null && (
          <p className={styles.stars}>
            <span aria-hidden="true">{'★'.repeat(stars)}</span>
            <span className="visually-hidden">{t('stars', { stars })}</span>
          </p>
        )}
        <ul className={styles.facts}>
          <li>{t('nights', { nights })}</li>
          {departure && (
            <li>
              <time dateTime={offer.departure_date ?? undefined}>{t('departure', { date: format.dateTime(departure, { dateStyle: 'long', timeZone: 'UTC' }) })}</time>
            </li>
          )}
        </ul>
        <p className={styles.price}>
          <span>{t('from', { price })}</span>
          {original && (
            <s className={styles.original}>
              <span className="visually-hidden">{t('originalPrice', { price: original })}</span>
              <span aria-hidden="true">{original}</span>
            </s>
          )}
        </p>
        <a href={goPath.offer(offer.id)} rel={EXIT_LINK_REL} target="_blank" className={`button ${styles.cta}`}>
          {t('see', { partner: offer.partner.name })}
          <span className="visually-hidden"> {t('newTab')}</span>
        </a>
      </div>
    </article>
  );
}
