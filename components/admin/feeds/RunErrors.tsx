import { useTranslations } from 'next-intl';
import type { FeedRunError } from '@/lib/feeds/constants';
import { ProblemTable } from '../ProblemTable';

/** The offers a run skipped: which offer, which of the network's fields, what is wrong; folded when there are many. */
export function RunErrors({ errors }: { errors: FeedRunError[] }) {
  const t = useTranslations('admin.feeds');
  return (
    <ProblemTable
      title={t('itemErrors', { count: errors.length })}
      columns={[t('errorColumns.item'), t('errorColumns.field'), t('errorColumns.message')]}
      rows={errors.map((error, i) => ({
        key: `${error.item}-${error.field}-${i}`,
        cells: [<code key="item">{error.item}</code>, error.field ? <code key="field">{error.field}</code> : '—', error.message],
      }))}
    />
  );
}
