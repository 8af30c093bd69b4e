import { useFormatter, useTranslations } from 'next-intl';
import type { EditablePromotion } from '@/lib/api/types/editor-promotions';
import type { FeedField } from '@/lib/feeds/constants';
import { isFeedNetwork } from './FeedBadges';
import styles from './promotion-source.module.css';

/** The promotion form's label of each field a feed fills, by the write body's names. */
const fieldLabels = {
  title: 'title',
  link: 'link',
  offer: 'offer',
  description: 'description',
  condition: 'condition',
  kind: 'kind',
  code: 'code',
  is_exclusive: 'flag.is_exclusive',
  starts_at: 'startsAt',
  expires_at: 'expiresAt',
  store: 'store',
} as const satisfies Record<FeedField, string>;
const isLabelled = (field: string): field is keyof typeof fieldLabels => Object.hasOwn(fieldLabels, field);

/** The fields of an imported promotion its feed no longer writes: an editor changed them. */
export const keptFields = (promotion: EditablePromotion | null): ReadonlySet<string> => new Set(promotion?.source ? (promotion.editor_fields ?? []) : []);

/**
 * Above an imported promotion's form: which network and offer it came from, that its feed keeps it up to date except
 * for what an editor changed, and when its feed withdrew it.
 */
export function PromotionSourceNote({ promotion, timeZone }: { promotion: EditablePromotion; timeZone: string }) {
  const t = useTranslations('admin.promotionForm');
  const tn = useTranslations('admin.feeds.networks');
  const format = useFormatter();
  const source = promotion.source;
  if (!source) return null;
  const network = isFeedNetwork(source.network) ? tn(`${source.network}.label`) : source.network;
  const kept = [...keptFields(promotion)].filter(isLabelled).map((field) => t(fieldLabels[field]));
  const sentence = source.feed === null ? t('source.feedGone', { network }) : source.offer_id ? t('source.fromOffer', { network, offer: source.offer_id }) : t('source.fromFeed', { network });
  return (
    <section className={styles.sourceNote} aria-labelledby="promotion-source-title">
      <h2 id="promotion-source-title">{t('source.title')}</h2>
      <p>{sentence}</p>
      {promotion.withdrawn_at && (
        <p className={styles.withdrawnLine}>{t('source.withdrawn', { date: format.dateTime(new Date(promotion.withdrawn_at), { dateStyle: 'medium', timeStyle: 'short', timeZone }) })}</p>
      )}
      {kept.length > 0 && <p>{t('source.editorFields', { fields: kept.join(', ') })}</p>}
    </section>
  );
}
