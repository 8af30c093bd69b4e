import { useTranslations } from 'next-intl';
import { LONG_PROBLEM_LIST } from '@/lib/admin/conversion-figures';
import type { ConversionUploadError } from '@/lib/api/conversions';
import { conversionColumns, type ConversionColumn } from '@/lib/schemas/conversions';
import styles from './conversions.module.css';

const isColumn = (field: string): field is ConversionColumn => (conversionColumns as readonly string[]).includes(field);

/**
 * The lines an upload left out: the line of the file, the field, what is wrong; folded when there are many. When the
 * API kept only the first problems, it says so.
 */
export function UploadProblems({ errors, skipped }: { errors: ConversionUploadError[]; skipped: number }) {
  const t = useTranslations('admin.conversions');
  if (skipped === 0 || errors.length === 0) return null;
  const listedRows = new Set(errors.map((error) => error.row)).size;
  const title = t('skippedTitle', { count: skipped });
  return (
    <details className={styles.problems} open={errors.length <= LONG_PROBLEM_LIST}>
      <summary>{title}</summary>
      {listedRows < skipped && <p className={styles.note}>{t('skippedMore', { shown: errors.length })}</p>}
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('errorColumns.row')}</th>
              <th scope="col">{t('errorColumns.field')}</th>
              <th scope="col">{t('errorColumns.message')}</th>
            </tr>
          </thead>
          <tbody>
            {errors.map((error, i) => (
              <tr key={`${error.row}-${error.field}-${i}`}>
                <td data-label={t('errorColumns.row')}>{error.row}</td>
                <td data-label={t('errorColumns.field')}>{isColumn(error.field) ? t(`fieldNames.${error.field}`) : <code>{error.field}</code>}</td>
                <td data-label={t('errorColumns.message')}>{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
