import { useFormatter, useTranslations } from 'next-intl';
import { conversionFigures, needsAttention } from '@/lib/admin/conversion-figures';
import type { ConversionUploadSummary } from '@/lib/api/conversions';
import styles from './conversions.module.css';

/** What an upload did with the report's lines, figure by figure; the ones that ask for an admin are marked. */
export function ConversionFigures({ upload, label }: { upload: ConversionUploadSummary; label: string }) {
  const t = useTranslations('admin.conversions.figures');
  const format = useFormatter();
  return (
    <dl className={styles.figures} aria-label={label}>
      {conversionFigures.map((figure) => (
        <div key={figure} data-attention={needsAttention(figure, upload) || undefined}>
          <dt>{t(figure)}</dt>
          <dd>{format.number(upload[figure])}</dd>
        </div>
      ))}
    </dl>
  );
}
