import { getTranslations } from 'next-intl/server';
import { PromotionGrid } from '@/components/promotions/PromotionCard';
import type { Promotion } from '@/lib/api/types/promotions';
import type { Edition } from '@/lib/editions';
import { HomeSection } from './HomeSection';
import styles from './DealOfMonth.module.css';
import { storeLogo } from '@/lib/store-logo';

/** The editors' deal of the month: its card, beside a large rendering of the saving. Hidden when there is none. */
export async function DealOfMonth({ edition, deal }: { edition: Edition; deal: Promotion | null }) {
  if (!deal) return null;
  const t = await getTranslations('home');
  const store = deal.stores[0];
  return (
    <HomeSection id="deal" title={t('dealOfMonth')} intro={t('dealOfMonthIntro')} tone="tinted">
      <div className={styles.layout}>
        {/* The card below says all of this; the spotlight only repeats it large, so it is hidden from screen readers. */}
        <div className={styles.spotlight} aria-hidden="true">
          {store && (
            // eslint-disable-next-line @next/next/no-img-element -- SVG store logos
            <img src={storeLogo(store.icon)} alt="" width={72} height={72} loading="lazy" className={styles.logo} />
          )}
          <span className={styles.offer}>{deal.offer || t('dealBadge')}</span>
          {store && <span className={styles.store}>{store.name}</span>}
        </div>
        <div className={styles.card}>
          <PromotionGrid edition={edition} promotions={[deal]} headingLevel={3} />
        </div>
      </div>
    </HomeSection>
  );
}
