import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContinentJumps, ContinentList } from '@/components/destinations/ContinentList';
import { SublocationCards } from '@/components/destinations/SublocationCards';
import { continents, popularSublocations } from '@/lib/api/destinations';
import { PageLayout } from '@/components/layout/PageLayout';
import { staticMetadata } from '@/lib/pages/static';
import { staticCrumbs } from '@/lib/breadcrumbs';
import { pageEdition, type LocaleParams } from '@/lib/page-edition';
import { staticPath } from '@/lib/routing';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const edition = await pageEdition(params);
  const t = await getTranslations('pages.destinations');
  return staticMetadata(edition, 'destinations', { title: t('title'), description: t('description') });
}

/** The destinations index: every country grouped by continent, then the popular regions and cities. */
export default async function DestinationsPage({ params }: { params: LocaleParams }) {
  const edition = await pageEdition(params);
  const [t, tb, byContinent, sublocations] = await Promise.all([
    getTranslations('pages.destinations'),
    getTranslations('breadcrumbs'),
    continents(edition.id),
    popularSublocations(edition.id),
  ]);
  const path = staticPath(edition.id, 'destinations') ?? '/pays';
  return (
    <PageLayout edition={edition.id} breadcrumbs={staticCrumbs(tb('home'), t('heading'), path)}>
      <h1>{t('heading')}</h1>
      <p className="lead">{t('intro')}</p>
      {byContinent.length === 0 && sublocations.length === 0 ? (
        <p className="panel">{t('empty')}</p>
      ) : (
        <>
          {byContinent.length > 0 && (
            <section className="section" aria-labelledby="destinations-continents">
              <h2 id="destinations-continents">{t('continents')}</h2>
              <ContinentJumps continents={byContinent} />
              <ContinentList edition={edition.id} continents={byContinent} />
            </section>
          )}
          {sublocations.length > 0 && (
            <section className="section" aria-labelledby="destinations-popular">
              <h2 id="destinations-popular">{t('popular')}</h2>
              <p className="lead">{t('popularIntro')}</p>
              <SublocationCards sublocations={sublocations} />
            </section>
          )}
        </>
      )}
    </PageLayout>
  );
}
