'use client';

import { useFormatter, useNow, useTranslations } from 'next-intl';
import { usePromotionUsage, type PromotionUsage } from './usage';

/** Under a minute, "1 second ago" reads oddly precise: it is "just now". */
const JUST_NOW_MS = 60_000;

/** "Used 124 times · 3 times today · last used 5 minutes ago": the card's and the modal's usage figures. */
export function UsageLine({ usage, className }: { usage: PromotionUsage; className?: string }) {
  const t = useTranslations('promotions.usage');
  const format = useFormatter();
  // Re-rendered every minute, so "just now" and "5 minutes ago" do not go stale on an open page.
  const now = useNow({ updateInterval: JUST_NOW_MS });
  const lastUse = usage.time_of_using ? new Date(usage.time_of_using) : null;
  const validLastUse = lastUse && !Number.isNaN(lastUse.getTime()) ? lastUse : null;
  return (
    <p className={className} data-used-count={usage.used_count} data-used-today={usage.used_today_count}>
      <span>{t('count', { count: usage.used_count })}</span>
      {usage.used_today_count > 0 && <span>{t('today', { count: usage.used_today_count })}</span>}
      {validLastUse && (
        // The relative wording depends on the clock of whoever renders it; server and browser may differ by a minute.
        <time dateTime={validLastUse.toISOString()} suppressHydrationWarning>
          {now.getTime() - validLastUse.getTime() < JUST_NOW_MS ? t('lastUseNow') : t('lastUse', { when: format.relativeTime(validLastUse, now) })}
        </time>
      )}
    </p>
  );
}

/** The usage line of one promotion, kept current by the uses counted on this page (SWR cache). */
export function PromotionUsageLine({ promotionId, fallback, className }: { promotionId: number; fallback: PromotionUsage; className?: string }) {
  const usage = usePromotionUsage(promotionId, fallback);
  return <UsageLine usage={usage} className={className} />;
}
