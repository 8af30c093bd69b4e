import { useTranslations } from 'next-intl';
import type { ConversionUploadError } from '@/lib/api/conversions';
import { conversionColumns, type ConversionColumn } from '@/lib/schemas/conversions';
import { ProblemTable } from '../ProblemTable';

const isColumn = (field: string): field is ConversionColumn => (conversionColumns as readonly string[]).includes(field);

/**
 * The lines an upload left out: the line of the file, the field, what is wrong; folded when there are many. When the
 * API kept only the first problems, it says so.
 */
export function UploadProblems({ errors, skipped }: { errors: ConversionUploadError[]; skipped: number }) {
  const t = useTranslations('admin.conversions');
  if (skipped === 0) return null;
  const listedRows = new Set(errors.map((error) => error.row)).size;
  return (
    <ProblemTable
      title={t('skippedTitle', { count: skipped })}
      note={listedRows < skipped ? t('skippedMore', { shown: errors.length }) : undefined}
      columns={[t('errorColumns.row'), t('errorColumns.field'), t('errorColumns.message')]}
      rows={errors.map((error, i) => ({
        key: `${error.row}-${error.field}-${i}`,
        cells: [error.row, isColumn(error.field) ? t(`fieldNames.${error.field}`) : <code key="field">{error.field}</code>, error.message],
      }))}
    />
  );
}
