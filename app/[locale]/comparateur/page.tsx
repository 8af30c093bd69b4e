import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OfferCard } from '@/components/comparator/OfferCard';
import styles from '@/components/comparator/OfferCard.module.css';
import { firstOffers } from '@/components/comparator/data';
import { PageLayout } from '@/components/layout/PageLayout';
import { staticMetadata } from '@/components/pages/static-metadata';
import { staticCrumbs } from '@/lib/breadcrumbs';
import { pageEdition, type LocaleParams } from '@/lib/page-edition';
import { staticPath } from '@/lib/routing';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const edition = await pageEdition(params);
  const t = await getTranslations('pages.comparator');
  return staticMetadata(edition, 'comparator', { title: t('title'), description: t('description') });
}

/** The comparator: the first block of the partners' holiday offers, cheapest first. */
export default async function ComparatorPage({ params }: { params: LocaleParams }) {
  const edition = await pageEdition(params);
  const [t, tb, offers] = await Promise.all([getTranslations('pages.comparator'), getTranslations('breadcrumbs'), firstOffers(edition.id)]);
  const path = staticPath(edition.id, 'comparator') ?? '/comparateur';
  return (
    <PageLayout edition={edition.id} breadcrumbs={staticCrumbs(tb('home'), t('heading'), path)}>
      <h1>{t('heading')}</h1>
      <p className="lead">{t('intro')}</p>
      {offers.length > 0 ? (
        <ul className={styles.grid}>
          {offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="panel">{t('empty')}</p>
      )}
    </PageLayout>
  );
}
