import { useTranslations } from 'next-intl';
import type { PromotionOrigin } from '@/lib/api/types/editor-promotions';
import { isFeedNetwork, NetworkBadge } from './FeedBadges';
import styles from './feeds.module.css';
import own from './promotion-source.module.css';

/** An imported promotion in the editors' list: the network it came from, and whether its feed withdrew it. */
export function PromotionSourceBadge({ origin }: { origin: PromotionOrigin }) {
  const t = useTranslations('admin.promotions');
  const network = origin.source?.network;
  if (!network && !origin.withdrawn_at) return null;
  return (
    <span className={own.sourceBadges}>
      {network && isFeedNetwork(network) && (
        <>
          <span className="visually-hidden">{t('importedFrom')} </span>
          <NetworkBadge network={network} />
        </>
      )}
      {origin.withdrawn_at && (
        <span className={styles.badge} data-tone="withdrawn">
          {t('withdrawnBadge')}
        </span>
      )}
    </span>
  );
}
