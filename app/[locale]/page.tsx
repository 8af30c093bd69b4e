import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PromotionsSlider } from '@/components/promotions/PromotionsSlider';
import { StoreTiles } from '@/components/stores/StoreTiles';
import { staticMetadata } from '@/components/pages/static-metadata';
import { layoutData } from '@/lib/api/layout';
import { sliderPromotions } from '@/lib/api/promotions';
import { pageEdition, type LocaleParams } from '@/lib/page-edition';
import { entityPath, staticPath } from '@/lib/routing';
import styles from './home.module.css';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const edition = await pageEdition(params);
  const t = await getTranslations('meta');
  return staticMetadata(edition, 'home', { title: t('homeTitle'), description: t('homeDescription') });
}

/** The home page (layout without breadcrumbs): hero, deals of the moment, favourite shops, themes, destinations. */
export default async function Home({ params }: { params: LocaleParams }) {
  const edition = await pageEdition(params);
  const [t, tn, data, promotions] = await Promise.all([
    getTranslations('home'),
    getTranslations('notFound'),
    layoutData(edition.id),
    sliderPromotions(edition.id),
  ]);
  const comparator = staticPath(edition.id, 'comparator');
  const destinations = staticPath(edition.id, 'destinations');
  return (
    <div className="container page">
      <section className={styles.hero}>
        <h1>{t('heading')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        {comparator && (
          <Link href={comparator} className="button button--accent">
            {t('comparatorCta')}
          </Link>
        )}
      </section>
      <PromotionsSlider edition={edition.id} title={tn('slider')} promotions={promotions} />
      {data.topStores.length > 0 && (
        <section className="section" aria-labelledby="home-stores">
          <h2 id="home-stores">{t('topStores')}</h2>
          <StoreTiles edition={edition.id} stores={data.topStores} />
        </section>
      )}
      {data.headingCategories.length > 0 && (
        <section className="section" aria-labelledby="home-categories">
          <h2 id="home-categories">{t('categories')}</h2>
          <div className={styles.themes}>
            {data.headingCategories.map((heading) => (
              <div key={heading.id} className="panel">
                <h3>
                  <Link href={entityPath(edition.id, 'category', [heading.slug])}>{heading.name}</Link>
                </h3>
                <ul className="chips">
                  {heading.children_categories.map((child) => (
                    <li key={child.id}>
                      <Link href={entityPath(edition.id, 'category', [heading.slug, child.slug])}>{child.name}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      )}
      {data.locations.length > 0 && (
        <section className="section" aria-labelledby="home-destinations">
          <h2 id="home-destinations">{t('destinations')}</h2>
          <ul className="chips">
            {data.locations.map((location) => (
              <li key={location.id}>
                <Link href={entityPath(edition.id, 'location', [location.slug])}>{location.name}</Link>
              </li>
            ))}
            {destinations && (
              <li>
                <Link href={destinations}>{t('allDestinations')} →</Link>
              </li>
            )}
          </ul>
        </section>
      )}
    </div>
  );
}
