import { getTranslations } from 'next-intl/server';
import { OfferRail } from '@/components/comparator/OfferRail';
import type { PropertyOffer } from '@/lib/api/types/properties';
import type { Edition } from '@/lib/editions';
import { staticPath } from '@/lib/routing';
import { HomeSection } from './HomeSection';

/** The holiday offers editors flag as best offers (8 per block), with the way to the comparator. */
export async function BestOffers({ edition, offers }: { edition: Edition; offers: PropertyOffer[] }) {
  if (offers.length === 0) return null;
  const t = await getTranslations('home');
  const comparator = staticPath(edition.id, 'comparator');
  return (
    <HomeSection id="offers" title={t('bestOffers')} intro={t('bestOffersIntro')} more={comparator ? { href: comparator, label: t('compareAll') } : null}>
      <OfferRail offers={offers} />
    </HomeSection>
  );
}
