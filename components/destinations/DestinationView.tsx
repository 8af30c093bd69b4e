import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { PropertyOffer } from '@/lib/api/types/properties';
import { BannerTiles, type BannerTile } from '@/components/landing/BannerTiles';
import { CmsHtml } from '@/components/landing/CmsHtml';
import { FaqAccordion } from '@/components/landing/FaqAccordion';
import { HolidayOffers } from '@/components/landing/HolidayOffers';
import { LandingHero } from '@/components/landing/LandingHero';
import { PostList, SeeAlso } from '@/components/landing/LandingLists';
import { LandingSection } from '@/components/landing/LandingSection';
import { LandingStores } from '@/components/landing/LandingStores';
import landing from '@/components/landing/landing.module.css';
import rail from '@/components/ui/rail.module.css';
import { PageLayout } from '@/components/layout/PageLayout';
import { PromotionGrid } from '@/components/promotions/PromotionCard';
import { JsonLd } from '@/components/ui/JsonLd';
import type { DestinationLink, DestinationPage } from '@/lib/api/types/destinations';
import type { Crumb } from '@/lib/breadcrumbs';
import type { Edition } from '@/lib/editions';
import { faqPageJsonLd } from '@/lib/json-ld/page';
import { AccommodationWidget } from '@/components/third-parties/AccommodationWidget';

/** The kinds the copy knows; anything else reads as a plain "destination". */
const placeKind = (kind: string | undefined): 'country' | 'region' | 'city' | 'other' =>
  kind === 'country' || kind === 'region' || kind === 'city' ? kind : 'other';

/**
 * A destination's page, for a country, a region or a city: its banner and h1, the editors'
 * introduction, featured places, its regions and cities, the shops to book it with and their deals, the
 * editors' hotels, the matching holiday offers, the FAQ, related posts, the other countries of its continent,
 * more places, a related category and the closing text. Each block shows only when it has content, and the
 * wording follows the kind of place.
 *
 * `script_1` / `script_2` (editors' third-party snippets) are never rendered: raw CMS scripts would run with
 * our page's rights and are refused by the Content-Security-Policy anyway (no script from other origins). `additional_fields` has
 * no presentation in the spec and is ignored.
 */
export async function DestinationView({
  edition,
  destination,
  breadcrumbs,
  path,
  properties,
}: {
  edition: Edition;
  destination: DestinationPage;
  breadcrumbs: Crumb[];
  /** This page's canonical path; the page's links come from the API, so the view itself does not need it. */
  path: string;
  properties: PropertyOffer[];
}): Promise<ReactNode> {
  void path;
  const widget = edition.thirdParty.affiliateWidget;
  const [t, tl, tw] = await Promise.all([getTranslations('destination'), getTranslations('landing'), getTranslations('thirdParty.widget')]);
  const kind = placeKind(destination.kind);
  const name = { name: destination.name, kind };
  const faq = faqPageJsonLd(destination.faq_items ?? []);
  const tiles = (links: DestinationLink[] | undefined, withKind: boolean): BannerTile[] =>
    (links ?? []).map((link) => ({
      id: link.id,
      name: link.name,
      url: link.url,
      banner: link.banner,
      meta: withKind && link.kind ? t('kind', { kind: placeKind(link.kind) }) : null,
    }));
  const featured = tiles(destination.in_slider_sublocations, true);
  const places = tiles(destination.sublocations, true);
  const continent = tiles(destination.continent_locations, false);
  const more = tiles(destination.bottom_related_sublocations, true);
  const parent = destination.parent_path?.at(-1)?.name;
  const eyebrow = parent ? `${t('kind', { kind })} · ${parent}` : t('kind', { kind });
  const posts = destination.related_posts ?? [];
  const hotels = destination.specific_hotels ?? [];
  const promotions = destination.promotions ?? [];
  const stores = destination.banner_stores ?? [];

  return (
    <PageLayout edition={edition.id} breadcrumbs={breadcrumbs}>
      {faq && <JsonLd data={faq} />}
      <LandingHero title={destination.header_1?.trim() || destination.name} subtitle={destination.header_2} banner={destination.banner} eyebrow={eyebrow} />
      <CmsHtml html={destination.top_description} className={landing.top} />

      {featured.length > 0 && (
        <LandingSection id="destination-featured" title={t('featured', name)}>
          <BannerTiles layout="row" labelledBy="destination-featured-heading" tiles={featured} />
        </LandingSection>
      )}

      {places.length > 0 && (
        <LandingSection id="destination-places" title={t('places', name)}>
          <BannerTiles tiles={places} />
        </LandingSection>
      )}

      {stores.length > 0 && (
        <LandingSection id="destination-stores" title={t('stores')} intro={t('storesIntro', name)}>
          <LandingStores edition={edition} stores={stores} />
        </LandingSection>
      )}

      {promotions.length > 0 && (
        <LandingSection id="destination-promotions" title={t('promotions')}>
          {/* A few deals beside the page's subject: a swipeable row on a phone, a grid above. */}
          <div className={rail.rail}>
            <PromotionGrid edition={edition} promotions={promotions} headingLevel={3} />
          </div>
        </LandingSection>
      )}

      <HolidayOffers edition={edition.id} idPrefix="destination"
        labels={{ hotels: tl('hotels'), hotelsIntro: tl('hotelsIntro'), offers: tl('offers'), offersIntro: tl('offersIntro', name), compareAll: tl('compareAll') }}
        hotels={hotels} properties={properties} fields={destination.datafeed_linking_fields} />

      <FaqAccordion id="destination-faq" title={tl('faq')} items={destination.faq_items ?? []} />

      {posts.length > 0 && (
        <LandingSection id="destination-posts" title={tl('posts')}>
          <PostList edition={edition} posts={posts} />
        </LandingSection>
      )}

      {continent.length > 0 && (
        <LandingSection id="destination-continent" title={t('continent', name)}>
          <BannerTiles layout="compact" tiles={continent} />
        </LandingSection>
      )}

      {more.length > 0 && (
        <LandingSection id="destination-more" title={t('more', name)}>
          <BannerTiles layout="compact" tiles={more} />
        </LandingSection>
      )}

      {destination.related_category && <SeeAlso label={tl('seeAlso')} link={destination.related_category} />}

      {widget.key && (
        <AccommodationWidget
          affiliateId={widget.key}
          scriptUrl={widget.scriptUrl}
          exclusions={widget.exclusions}
          destination={destination.name}
          language={edition.language}
          consentApp={Boolean(edition.thirdParty.consentApp.key)}
          labels={{ heading: tw('heading', { destination: destination.name }), needsConsent: tw('needsConsent') }}
        />
      )}

      <CmsHtml html={destination.bottom_description} className={landing.bottom} />
    </PageLayout>
  );
}
