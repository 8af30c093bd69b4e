'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { offerLastMinute, offerNights, offerUrl, type ComparatorOffer } from '@/lib/comparator/resolve';
import { calendarDate, euroOptions, offerPlace, starCount } from './format';
import styles from './OfferCard.module.css';

/**
 * One comparator result, rendered on the server and again in the browser when a filter changes: the same card
 * as OfferCard (picture, badges, place, name, stars, nights, departure, price and the original price) with the
 * partner named beside the button to its offer (sponsored, in a new tab, said to screen readers).
 */
export function OfferResult({ offer }: { offer: ComparatorOffer }) {
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
        <h3 className={styles.name}>{offer.name}</h3>
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
        <a href={offerUrl(offer)} rel="sponsored noopener" target="_blank" className={`button ${styles.cta}`}>
          {t('see', { partner: offer.partner.name })}
          <span className="visually-hidden"> {t('newTab')}</span>
        </a>
      </div>
    </article>
  );
}
