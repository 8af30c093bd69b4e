import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { MenuLocation, SliderLocation } from '@/lib/api/types/destinations';
import type { Edition } from '@/lib/editions';
import { entityPath, staticPath } from '@/lib/routing';
import { HomeSection } from './HomeSection';
import styles from './HomeDestinations.module.css';

/**
 * The homepage destination slider (countries with their lowest offer price, a scroll-snap row that works with
 * touch, trackpad and keyboard without JavaScript) and the top destinations as quick links.
 */
export async function HomeDestinations({ edition, sliders, top }: { edition: Edition; sliders: SliderLocation[]; top: MenuLocation[] }) {
  if (sliders.length === 0 && top.length === 0) return null;
  const [t, format] = await Promise.all([getTranslations('home'), getFormatter()]);
  const all = staticPath(edition.id, 'destinations');
  const price = (value: number) => format.number(value, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  return (
    <HomeSection id="destinations" title={t('destinations')} intro={t('destinationsIntro')} more={all ? { href: all, label: t('allDestinations') } : null}>
      {sliders.length > 0 && (
        <ul className={styles.track} tabIndex={0} aria-label={t('destinationsSlider')}>
          {sliders.map((place) => (
            <li key={place.id} className={styles.slide}>
              <Link href={entityPath(edition.id, 'location', [place.slug])} className={styles.card}>
                {place.banner ? (
                  // eslint-disable-next-line @next/next/no-img-element -- SVG artwork from the CMS
                  <img src={place.banner} alt="" width={320} height={200} loading="lazy" decoding="async" className={styles.image} />
                ) : (
                  <span className={styles.stub} aria-hidden="true" />
                )}
                <span className={styles.body}>
                  <span className={styles.name}>{place.name}</span>
                  {place.continent && <span className={styles.continent}>{place.continent.name}</span>}
                  {place.min_price !== null && <span className={styles.price}>{t('fromPrice', { price: price(place.min_price) })}</span>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {top.length > 0 && (
        <div className={styles.top}>
          <h3 className={styles.topTitle}>{t('topLocations')}</h3>
          <ul className="chips">
            {top.map((location) => (
              <li key={location.id}>
                <Link href={entityPath(edition.id, 'location', [location.slug])}>{location.name}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </HomeSection>
  );
}
