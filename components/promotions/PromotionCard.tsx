import { getFormatter, getTranslations } from 'next-intl/server';
import type { Promotion } from '@/lib/api/types/promotions';
import type { Edition } from '@/lib/editions';
import { expiryOf, expiryWords, type Expiry } from '@/lib/format/expiry';
import { codeButtonState } from '@/lib/promotions/code-button';
import { codeSummary } from './code-summary';
import { PromotionCardView, type PromotionCardModel } from './PromotionCardView';
import styles from './PromotionCard.module.css';

async function expiryText(edition: Edition, expiry: Expiry) {
  const [t, format] = await Promise.all([getTranslations('promotions.expiry'), getFormatter()]);
  return expiryWords(expiry, t, (d) => format.dateTime(d, { dateStyle: 'long', timeZone: edition.timeZone }));
}

/**
 * A promotion as lists show it: the shop (logo and name, a link to its page), the offer, the title,
 * the conditions, the exclusive flag, the validity wording, the usage and used-today counts, and the button
 * that reveals the code or opens the deal.
 */
type CardOptions = {
  headingLevel?: 2 | 3;
  /** The searched words to mark in the title, on the search page. */
  highlight?: readonly string[];
};

export async function PromotionCard({ edition, promotion, headingLevel = 2, highlight }: { edition: Edition; promotion: Promotion } & CardOptions) {
  const expiry = expiryOf(promotion.expires_at, new Date(), edition.timeZone);
  const dated = expiry.kind !== 'none' && expiry.kind !== 'minutes' && expiry.kind !== 'hours';
  const card: PromotionCardModel = {
    // The browser gets everything the modal shows but the code itself (only its masked tail is in the HTML).
    summary: codeSummary(promotion, { withCode: false }),
    face: codeButtonState(promotion),
    exclusive: promotion.is_exclusive,
    offer: promotion.offer || null,
    condition: promotion.condition || null,
    expiry: { kind: expiry.kind, text: await expiryText(edition, expiry), dateTime: dated ? expiry.date.toISOString() : null },
  };
  return <PromotionCardView edition={edition.id} card={card} headingLevel={headingLevel} highlight={highlight} />;
}

/** Promotion cards in a grid; the caller shows its own empty state. */
export function PromotionGrid({ edition, promotions, headingLevel = 2, highlight }: { edition: Edition; promotions: Promotion[] } & CardOptions) {
  return (
    <ul className={styles.grid}>
      {promotions.map((promotion) => (
        <li key={promotion.id}>
          <PromotionCard edition={edition} promotion={promotion} headingLevel={headingLevel} highlight={highlight} />
        </li>
      ))}
    </ul>
  );
}
