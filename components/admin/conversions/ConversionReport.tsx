import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';
import type { ConversionUploadReport } from '@/lib/api/conversions';
import { ConversionFigures } from './ConversionFigures';
import { UploadProblems } from './UploadProblems';
import styles from './conversions.module.css';

/** What one upload did: its figures, a word on the conversions no click explains, and the lines it left out. */
export function ConversionReport({ report, timeZone }: { report: ConversionUploadReport; timeZone: string }) {
  const t = useTranslations('admin.conversions');
  const format = useFormatter();
  const headingId = useId();
  const date = format.dateTime(new Date(report.uploaded_at), { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (
    <article className={styles.report} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('reportTitle', { date })}</h3>
      <ConversionFigures upload={report} label={t('figuresLabel')} />
      {report.unmatched > 0 && <p className={styles.note}>{t('unmatchedHint', { count: report.unmatched })}</p>}
      <UploadProblems errors={report.errors} skipped={report.skipped} />
    </article>
  );
}
