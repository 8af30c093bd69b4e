'use client';

import { useTranslations } from 'next-intl';
import type { MediaUse } from '@/lib/api/types/media';

const known = ['promotion', 'store', 'category', 'location', 'sublocation', 'blog_category', 'blog_post', 'homepage_banner'] as const;
type KnownEntity = (typeof known)[number];

/** Who still shows a file, kind by kind with their numbers: "2 promotions (n° 12, 15)". */
export function MediaUsageList({ uses }: { uses: MediaUse[] }) {
  const t = useTranslations('admin.media.usage');
  const byEntity = new Map<string, number[]>();
  for (const use of uses) byEntity.set(use.entity, [...(byEntity.get(use.entity) ?? []), use.id]);
  return (
    <ul>
      {[...byEntity].map(([entity, ids]) => {
        const kind: KnownEntity | 'other' = (known as readonly string[]).includes(entity) ? (entity as KnownEntity) : 'other';
        return <li key={entity}>{t('line', { what: t(`entities.${kind}`, { count: ids.length }), ids: ids.join(', ') })}</li>;
      })}
    </ul>
  );
}
