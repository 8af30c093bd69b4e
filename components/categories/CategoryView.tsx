import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { PropertyOffer } from '@/lib/api/types/properties';
import { BannerTiles } from '@/components/landing/BannerTiles';
import { CmsHtml } from '@/components/landing/CmsHtml';
import { FaqAccordion } from '@/components/landing/FaqAccordion';
import { HolidayOffers } from '@/components/landing/HolidayOffers';
import { LandingHero } from '@/components/landing/LandingHero';
import { PostList, SeeAlso } from '@/components/landing/LandingLists';
import { LandingSection } from '@/components/landing/LandingSection';
import { LandingStores } from '@/components/landing/LandingStores';
import { LinkChips } from '@/components/landing/LinkChips';
import { PromotionFilter } from '@/components/landing/PromotionFilter';
import { promotionFilterLinks } from '@/components/landing/promotion-filter';
import landing from '@/components/landing/landing.module.css';
import { FollowForm } from '@/components/alerts/FollowForm';
import { PageLayout } from '@/components/layout/PageLayout';
import { PromotionGrid } from '@/components/promotions/PromotionCard';
import { JsonLd } from '@/components/ui/JsonLd';
import { Pagination } from '@/components/ui/Pagination';
import type { ListPage } from '@/lib/api/list-page';
import type { CategoryPage } from '@/lib/api/types/categories';
import type { Promotion, PromotionCounts } from '@/lib/api/types/promotions';
import type { Crumb } from '@/lib/breadcrumbs';
import type { Edition } from '@/lib/editions';
import { typeQuery, type PromotionTypeFilter } from '@/lib/promotions/type-filter';
import { faqPageJsonLd } from '@/lib/json-ld/page';

const PROMOTIONS_ID = 'category-promotions';

/**
 * A category's page: its banner and h1, the editors' introduction, featured subcategories, the
 * subcategories, its shops, its active promotions 20 a page with the code/offer filter, a related category,
 * the FAQ, related posts, more shops, the editors' hotels, the matching holiday offers and the closing text.
 * Each block shows only when it has content.
 *
 * `script_1` / `script_2` (editors' third-party snippets) are never rendered: raw CMS scripts would run with
 * our page's rights and are refused by the Content-Security-Policy anyway (no script from other origins). `additional_fields` has
 * no presentation in the spec and is ignored.
 */
export async function CategoryView({
  edition,
  category,
  breadcrumbs,
  path,
  promotions,
  type,
  counts,
  properties,
}: {
  edition: Edition;
  category: CategoryPage;
  breadcrumbs: Crumb[];
  path: string;
  promotions: ListPage<Promotion>;
  type: PromotionTypeFilter;
  counts: PromotionCounts;
  properties: PropertyOffer[];
}): Promise<ReactNode> {
  const [t, tl] = await Promise.all([
    getTranslations('category'),
    getTranslations('landing'),
  ]);
  const name = { name: category.name };
  const faq = faqPageJsonLd(category.faq_items ?? []);
  const featured = category.in_slider_subcategories ?? [];
  const children = category.children_categories ?? [];
  const posts = category.related_posts ?? [];
  const hotels = category.specific_hotels ?? [];
  // The list block shows while the category has promotions at all (a filter may still give none) or when a
  // filtered page holds some the counts missed.
  const hasPromotions = counts.total > 0 || promotions.items.length > 0;
  const filterLinks = promotionFilterLinks(path, type, counts, PROMOTIONS_ID).map((link) => ({
    ...link,
    label: t(`filter.${link.type}`, { count: link.count }),
  }));

  return (
    <PageLayout edition={edition.id} breadcrumbs={breadcrumbs}>
      {faq && <JsonLd data={faq} />}
      <LandingHero
        title={category.header_1?.trim() || category.name}
        subtitle={category.header_2}
        banner={category.banner}
        eyebrow={category.parent_category?.name}
      />
      <CmsHtml html={category.top_description} className={landing.top} />

      {featured.length > 0 && (
        <LandingSection id="category-featured" title={t('featured', name)}>
          <BannerTiles layout="row" labelledBy="category-featured-heading" tiles={featured.map((c) => ({ ...c, banner: c.banner ?? null }))} />
        </LandingSection>
      )}

      {children.length > 0 && (
        <LandingSection id="category-children" title={t('children')}>
          <LinkChips links={children} />
        </LandingSection>
      )}

      {category.stores.length > 0 && (
        <LandingSection id="category-stores" title={t('stores')} intro={t('storesIntro', name)}>
          <LandingStores edition={edition} stores={category.stores} />
        </LandingSection>
      )}

      {hasPromotions && (
        <LandingSection id={PROMOTIONS_ID} title={t('promotions', name)}>
          <PromotionFilter label={t('filter.label')} links={filterLinks} />
          {promotions.items.length > 0 ? (
            <>
              <PromotionGrid edition={edition} promotions={promotions.items} headingLevel={3} />
              <Pagination pathname={path} page={promotions.page} pages={promotions.pages} params={typeQuery(type)} hash={PROMOTIONS_ID} />
            </>
          ) : (
            <div className={`panel ${landing.empty}`}>
              <p>{promotions.failed ? t('failed') : t(`empty.${type}`)}</p>
              {type !== 'all' && !promotions.failed && (
                <Link href={filterLinks[0].href} className="button">
                  {t('showAll', { count: filterLinks[0].count })}
                </Link>
              )}
            </div>
          )}
        </LandingSection>
      )}

      <FollowForm edition={edition.id} follow={{ kind: 'category', id: category.id, name: category.name }} />

      {category.related_category && <SeeAlso label={tl('seeAlso')} link={category.related_category} />}

      <FaqAccordion id="category-faq" title={tl('faq')} items={category.faq_items ?? []} />

      {posts.length > 0 && (
        <LandingSection id="category-posts" title={tl('posts')}>
          <PostList edition={edition} posts={posts} />
        </LandingSection>
      )}

      {category.bottom_related_stores.length > 0 && (
        <LandingSection id="category-more-stores" title={t('moreStores')}>
          <LandingStores edition={edition} stores={category.bottom_related_stores} />
        </LandingSection>
      )}

      <HolidayOffers edition={edition.id} idPrefix="category"
        labels={{ hotels: tl('hotels'), hotelsIntro: tl('hotelsIntro'), offers: tl('offers'), offersIntro: tl('offersIntro', name), compareAll: tl('compareAll') }}
        hotels={hotels} properties={properties} fields={category.datafeed_linking_fields} />

      <CmsHtml html={category.below_description} className={landing.bottom} />
    </PageLayout>
  );
}
