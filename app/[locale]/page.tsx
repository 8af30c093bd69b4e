import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { staticMetadata } from '@/lib/pages/static';
import { BestOffers } from '@/components/home/BestOffers';
import { CategoryPromotions, CategoryThemes } from '@/components/home/CategoryPromotions';
import { DealOfMonth } from '@/components/home/DealOfMonth';
import { FeaturedPosts } from '@/components/home/FeaturedPosts';
import { HomeDestinations } from '@/components/home/HomeDestinations';
import { HomeHero } from '@/components/home/HomeHero';
import { HomeStores } from '@/components/home/HomeStores';
import { PromotionsSlider } from '@/components/promotions/PromotionsSlider';
import {
  bestOffers,
  dealOfMonth,
  destinationSliders,
  featuredPosts,
  homepageBanners,
  homepageCategoryPromotions,
  homepageStores,
  topLocations,
} from '@/lib/api/home';
import { layoutData } from '@/lib/api/layout';
import { sliderPromotions } from '@/lib/api/promotions';
import { pageEdition, type LocaleParams } from '@/lib/page-edition';

/** Category blocks shown before the holiday sections; the rest follow them. */
const CATEGORIES_BEFORE_HOLIDAYS = 3;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const edition = await pageEdition(params);
  const t = await getTranslations('meta');
  return staticMetadata(edition, 'home', { title: t('homeTitle'), description: t('homeDescription') });
}

/**
 * The home page (layout without breadcrumbs). Order: what brings visitors (banner, codes of the moment, their
 * shops, the deal of the month), then the themes; the holiday offers and destinations break up the run of
 * category blocks, which would otherwise fill several phone screens in a row; the blog closes the page.
 * Every read falls back to nothing, and every section is hidden when it has nothing to show.
 */
export default async function Home({ params }: { params: LocaleParams }) {
  const edition = await pageEdition(params);
  const id = edition.id;
  const [t, banners, slider, stores, deal, categories, offers, sliders, top, posts, layout] = await Promise.all([
    getTranslations('home'),
    homepageBanners(id),
    sliderPromotions(id),
    homepageStores(id),
    dealOfMonth(id),
    homepageCategoryPromotions(id),
    bestOffers(id),
    destinationSliders(id),
    topLocations(id),
    featuredPosts(id),
    // Already read by the layout in this request: the featured blog categories for the blog section.
    layoutData(id),
  ]);
  return (
    <div className="container page">
      <HomeHero edition={edition} banners={banners} />
      <PromotionsSlider edition={id} title={t('sliderTitle')} promotions={slider} />
      <HomeStores edition={edition} stores={stores} />
      <DealOfMonth edition={edition} deal={deal} />
      <CategoryThemes edition={edition} blocks={categories} />
      <CategoryPromotions edition={edition} blocks={categories.slice(0, CATEGORIES_BEFORE_HOLIDAYS)} />
      <BestOffers edition={edition} offers={offers} />
      <HomeDestinations edition={edition} sliders={sliders} top={top} />
      <CategoryPromotions edition={edition} blocks={categories.slice(CATEGORIES_BEFORE_HOLIDAYS)} />
      <FeaturedPosts edition={edition} posts={posts} categories={layout.blogCategories} />
    </div>
  );
}
