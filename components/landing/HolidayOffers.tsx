import Link from 'next/link';
import type { PropertyOffer } from '@/lib/api/types/properties';
import type { DatafeedLinkingFields } from '@/lib/api/types/landing';
import type { EditionId } from '@/lib/editions';
import { propertyQueryOf } from '@/lib/landing/datafeed-filters';
import { staticPath } from '@/lib/routing';
import { paramsOfRecord, withQuery } from '@/lib/search-params';
import { OfferList } from './LandingLists';
import { LandingSection } from './LandingSection';
import landing from './landing.module.css';

/** The comparator with the page's own filter (`?country=4`), so "see all" continues the list shown here. */
function comparatorHref(edition: EditionId, fields: DatafeedLinkingFields): string | null {
  const path = staticPath(edition, 'comparator');
  if (!path) return null;
  const query = paramsOfRecord({ ...propertyQueryOf(fields), homepage_best_offer: undefined });
  return withQuery(path, query);
}

/** The blocks' wording, translated by the view (this component stays synchronous, like the other landing blocks). */
export interface HolidayOffersLabels {
  hotels: string;
  hotelsIntro: string;
  offers: string;
  offersIntro: string;
  compareAll: string;
}

/**
 * The holiday-offer blocks of a landing page: the hotels the editors selected, then the offers of the feed
 * its `datafeed_linking_fields` select, with a link on to the comparator. Each block only when
 * it has offers.
 */
export function HolidayOffers({
  edition,
  idPrefix,
  labels,
  hotels,
  properties,
  fields,
}: {
  edition: EditionId;
  /** `category` or `destination`: the sections' ids. */
  idPrefix: string;
  labels: HolidayOffersLabels;
  hotels: PropertyOffer[];
  properties: PropertyOffer[];
  fields: DatafeedLinkingFields;
}) {
  if (hotels.length === 0 && properties.length === 0) return null;
  const comparator = comparatorHref(edition, fields);
  return (
    <>
      {hotels.length > 0 && (
        <LandingSection id={`${idPrefix}-hotels`} title={labels.hotels} intro={labels.hotelsIntro}>
          <OfferList offers={hotels} />
        </LandingSection>
      )}
      {properties.length > 0 && (
        <LandingSection id={`${idPrefix}-offers`} title={labels.offers} intro={labels.offersIntro}>
          <OfferList offers={properties} />
          {comparator && (
            <p className={landing.more}>
              <Link href={comparator}>
                {labels.compareAll} <span aria-hidden="true">→</span>
              </Link>
            </p>
          )}
        </LandingSection>
      )}
    </>
  );
}
