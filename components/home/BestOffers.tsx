import { getTranslations } from 'next-intl/server';
import { OfferCard } from '@/components/comparator/OfferCard';
import offerStyles from '@/components/comparator/OfferCard.module.css';
import type { PropertyOffer } from '@/lib/api/types/properties';
import type { Edition } from '@/lib/editions';
import { staticPath } from '@/lib/routing';
import { HomeSection } from './HomeSection';
import rail from './rail.module.css';

/** The holiday offers editors flag as best offers (spec §9: 8 per block), with the way to the comparator. */
export async function BestOffers({ edition, offers }: { edition: Edition; offers: PropertyOffer[] }) {
  if (offers.length === 0) return null;
  const t = await getTranslations('home');
  const comparator = staticPath(edition.id, 'comparator');
  return (
    <HomeSection id="offers" title={t('bestOffers')} intro={t('bestOffersIntro')} more={comparator ? { href: comparator, label: t('compareAll') } : null}>
      <div className={rail.rail}>
        <ul className={offerStyles.grid}>
          {offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} headingLevel={3} />
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}
