import Link from 'next/link';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { getTranslations } from 'next-intl/server';
import type { HomepageBanner } from '@/lib/api/types/pages';
import type { Edition } from '@/lib/editions';
import { staticPath } from '@/lib/routing';
import styles from './HomeHero.module.css';

/** Editors link banners to pages of the site or, now and then, to another site. */
function BannerLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} rel="noopener" target="_blank">
      {children}
    </a>
  );
}

/**
 * The top of the home page: the page's h1 with the comparator call to action, the first homepage banner as the
 * largest picture above the fold (fetched first, never lazy) and the other banners as smaller cards below.
 */
export async function HomeHero({ edition, banners }: { edition: Edition; banners: HomepageBanner[] }) {
  const t = await getTranslations('home');
  const comparator = staticPath(edition.id, 'comparator');
  const [main, ...others] = banners;
  // Named in the document's head, the picture is fetched before the browser reaches the header's markup.
  if (main?.image) preload(main.image, { as: 'image', fetchPriority: 'high' });
  return (
    <section className={styles.hero} aria-labelledby="home-title" data-with-banner={main ? true : undefined}>
      <div className={styles.intro}>
        <h1 id="home-title" className={styles.title}>
          {t('heading')}
        </h1>
        <p className={styles.lead}>{t('intro')}</p>
        <ul className={styles.promises}>
          <li>{t('promiseCodes')}</li>
          <li>{t('promiseOffers')}</li>
          <li>{t('promiseFree')}</li>
        </ul>
        {comparator && (
          <Link href={comparator} className="button button--accent">
            {t('comparatorCta')}
          </Link>
        )}
      </div>
      {main && (
        <div className={styles.banner}>
          {main.image ? (
            // eslint-disable-next-line @next/next/no-img-element -- SVG banner artwork; the LCP image, so fetched first
            <img src={main.image} alt="" width={1600} height={500} fetchPriority="high" loading="eager" className={styles.bannerImage} />
          ) : (
            <span className={styles.bannerStub} aria-hidden="true" />
          )}
          <div className={styles.bannerText}>
            {main.store && <p className={styles.bannerStore}>{main.store.name}</p>}
            <p className={styles.bannerTitle}>{main.title}</p>
            {main.subtitle && <p className={styles.bannerSubtitle}>{main.subtitle}</p>}
            <BannerLink href={main.link} className="button">
              {main.button_label || t('bannerCta')}
            </BannerLink>
          </div>
        </div>
      )}
      {others.length > 0 && (
        <ul className={styles.others} aria-label={t('moreBanners')}>
          {others.map((banner) => (
            <li key={banner.id}>
              <BannerLink href={banner.link} className={styles.card}>
                {banner.image ? (
                  // eslint-disable-next-line @next/next/no-img-element -- SVG banner artwork, below the main banner
                  <img src={banner.image} alt="" width={1600} height={500} loading="lazy" decoding="async" className={styles.cardImage} />
                ) : (
                  <span className={styles.bannerStub} aria-hidden="true" />
                )}
                <span className={styles.cardText}>
                  <span className={styles.cardTitle}>{banner.title}</span>
                  <span className={styles.cardAction}>
                    {banner.button_label || t('bannerCta')} <span aria-hidden="true">→</span>
                  </span>
                </span>
              </BannerLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
