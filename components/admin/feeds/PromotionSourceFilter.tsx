import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { promotionListHref, type PromotionListFilters } from '@/lib/admin/promotion-list-query';
import { feedNetworks } from '@/lib/feeds/constants';
import { FilterSelect } from '../list/ListFilters';
import styles from './promotion-source.module.css';

/**
 * The promotion list's "Source" filter: the editors' own, any feed, or one network's; and, when the list shows one
 * feed's promotions (from that feed's screen), the feed kept through the form with a way back to every source.
 */
export function PromotionSourceFilter({ filters }: { filters: PromotionListFilters }) {
  const t = useTranslations('admin.promotions');
  const tn = useTranslations('admin.feeds.networks');
  const options = [
    { value: 'manual', label: t('sourceManual') },
    { value: 'feed', label: t('sourceFeed') },
    ...feedNetworks.map((network) => ({ value: network, label: tn(`${network}.label`) })),
  ];
  return (
    <>
      <FilterSelect label={t('source')} name="source" value={filters.source ?? ''} anyLabel={t('anySource')} options={options} />
      {filters.feed !== undefined && (
        <span className={styles.feedFilter}>
          <input type="hidden" name="feed" value={filters.feed} />
          {t('oneFeed', { id: filters.feed })} <Link href={promotionListHref(filters, { feed: undefined })}>{t('allFeeds')}</Link>
        </span>
      )}
    </>
  );
}
