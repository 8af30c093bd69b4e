import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { FollowForm } from '@/components/alerts/FollowForm';
import { PageLayout } from '@/components/layout/PageLayout';
import { PromotionGrid } from '@/components/promotions/PromotionCard';
import { JsonLd } from '@/components/ui/JsonLd';
import { Pagination } from '@/components/ui/Pagination';
import card from '@/components/ui/card.module.css';
import { storeBlocks, storePromotions, topStoreCards } from '@/lib/api/stores';
import { entityBreadcrumbs } from '@/lib/api/breadcrumbs';
import type { StorePage } from '@/lib/api/types/stores';
import { entityCrumbs } from '@/lib/breadcrumbs';
import type { Edition } from '@/lib/editions';
import { entityPath, shareCodeHref } from '@/lib/routing';
import { sanitizeCmsHtml } from '@/lib/sanitize';
import { storeJsonLd } from '@/lib/json-ld/store';
import { StoreRating } from './StoreRating';
import { StoreTiles } from './StoreTiles';
import styles from './StoreView.module.css';
import { storeLogo } from '@/lib/store-logo';
import { EXIT_LINK_REL, goPath } from '@/lib/clicks/go-paths';

/** A block of the page: an h2 the section is labelled by, then its content. */
function Section({ id, title, children, intro }: { id: string; title: string; children: ReactNode; intro?: string }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{title}</h2>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}

/**
 * A shop's page: the shop as a card (logo, name, rating and vote, counts), its active deals 20 a
 * page, its expired deals apart below them, related offers, its latest deals, other top shops and its SEO text.
 */
export async function StoreView({ edition, store, page }: { edition: Edition; store: StorePage; page: number }) {
  const path = entityPath(edition.id, 'store', [store.slug]);
  // storePromotions answers notFound() for a page past the last: read it before anything is rendered.
  const [t, tb, list, blocks, chain, topStores] = await Promise.all([
    getTranslations('store'),
    getTranslations('breadcrumbs'),
    storePromotions(edition.id, store.id, page),
    storeBlocks(edition.id, store.id),
    entityBreadcrumbs(edition.id, store.slug, 'store'),
    topStoreCards(edition.id, store),
  ]);
  const crumbs = entityCrumbs(tb('home'), chain, [{ name: store.name, url: path }]);
  const name = { store: store.name };
  const description = store.description ? sanitizeCmsHtml(store.description) : '';
  // The shop's site is reached through the `/go/` door, which counts the visit; a stored value that is no web address has none.
  const website = store.website_url && /^https?:\/\//i.test(store.website_url) ? goPath.store(store.slug) : null;

  return (
    <PageLayout edition={edition.id} breadcrumbs={crumbs}>
      <JsonLd
        data={storeJsonLd(
          edition.id,
          { name: store.name, path, icon: store.icon, description: store.description, websiteUrl: store.website_url },
          list.items,
        )}
      />
      <header className={`${card.card} ${styles.header}`}>
        {/* eslint-disable-next-line @next/next/no-img-element -- SVG store logos */}
        <img
          src={storeLogo(store.icon)}
          alt={t('logoAlt', name)}
          width={112}
          height={112}
          fetchPriority="high"
          className={styles.logo}
        />
        <div className={styles.identity}>
          <h1 className={styles.title}>{store.header_1 || store.name}</h1>
          <StoreRating storeId={store.id} rating={store.rating} votes={store.votes} />
          <ul className={styles.counts} aria-label={t('countsLabel')}>
            <li className={styles.count} data-count="coupons">{t('coupons', { count: store.coupon_counts })}</li>
            <li className={styles.count} data-count="offers">{t('offers', { count: store.offer_counts })}</li>
          </ul>
          <div className={styles.actions}>
            {website && (
              <a href={website} target="_blank" rel={EXIT_LINK_REL} className="button">
                {t('visitSite', name)} <span aria-hidden="true">↗</span>
              </a>
            )}
            <Link href={shareCodeHref(edition.id, store.name)} className={styles.share}>
              {t('shareCode', name)}
            </Link>
          </div>
        </div>
      </header>

      <Section id="store-promotions" title={t('activeHeading', name)}>
        {list.items.length > 0 ? (
          <>
            <p className={styles.intro}>{t('activeCount', { count: list.count })}</p>
            <PromotionGrid edition={edition} promotions={list.items} headingLevel={3} />
            <Pagination pathname={path} page={list.page} pages={list.pages} />
          </>
        ) : (
          <p className="panel">{t('activeEmpty', name)}</p>
        )}
      </Section>

      <FollowForm edition={edition.id} follow={{ kind: 'store', id: store.id, name: store.name }} />

      {blocks.expired.results.length > 0 && (
        <Section id="store-expired" title={t('expiredHeading')} intro={t('expiredIntro', name)}>
          <PromotionGrid edition={edition} promotions={blocks.expired.results} headingLevel={3} />
        </Section>
      )}

      {blocks.related.length > 0 && (
        <Section id="store-related" title={t('relatedHeading')}>
          <PromotionGrid edition={edition} promotions={blocks.related} headingLevel={3} />
        </Section>
      )}

      {blocks.latest.length > 0 && (
        <Section id="store-latest" title={t('latestHeading', name)}>
          <PromotionGrid edition={edition} promotions={blocks.latest} headingLevel={3} />
        </Section>
      )}

      {topStores.length > 0 && (
        <Section id="store-top-stores" title={t('topStoresHeading')}>
          <StoreTiles edition={edition.id} stores={topStores} />
        </Section>
      )}

      {description && (
        <Section id="store-about" title={t('aboutHeading', name)}>
          <div className="panel">
            <div className="prose" dangerouslySetInnerHTML={{ __html: description }} />
          </div>
        </Section>
      )}
    </PageLayout>
  );
}
