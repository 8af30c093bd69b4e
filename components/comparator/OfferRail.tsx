import rail from '@/components/ui/rail.module.css';
import type { PropertyOffer } from '@/lib/api/types/properties';
import { OfferCard } from './OfferCard';
import offerStyles from './OfferCard.module.css';

/** Holiday offers as h3 cards: a grid, and on a phone one swipeable row. */
export function OfferRail({
  offers,
  listClassName,
}: {
  offers: PropertyOffer[];
  /** More classes of the list. */
  listClassName?: string;
}) {
  return (
    <div className={rail.rail}>
      <ul className={listClassName ? `${offerStyles.grid} ${listClassName}` : offerStyles.grid}>
        {offers.map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} headingLevel={3} />
          </li>
        ))}
      </ul>
    </div>
  );
}
