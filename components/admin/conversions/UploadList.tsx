import { getFormatter, getTranslations } from 'next-intl/server';
import { conversionFigures, needsAttention } from '@/lib/admin/conversion-figures';
import type { ConversionUploadSummary } from '@/lib/api/conversions';
import table from '../CardTable.module.css';
import styles from './conversions.module.css';

/** The last uploads, newest first: when, which network and file, who sent it, and what it did. A card each on a phone, its values two by two. */
export async function UploadList({ uploads, timeZone, caption }: { uploads: ConversionUploadSummary[]; timeZone: string; caption: string }) {
  const [t, format] = await Promise.all([getTranslations('admin.conversions'), getFormatter()]);
  const columns = ['date', 'network', 'file', 'by'] as const;
  return (
    <div className={table.tableScroll}>
      <table className={`${table.table} ${table.paired} ${styles.uploads}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`uploadColumns.${column}`)}
              </th>
            ))}
            {conversionFigures.map((figure) => (
              <th key={figure} scope="col" className={table.number}>
                {t(`figures.${figure}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {uploads.map((upload) => (
            <tr key={upload.id}>
              <td data-label={t('uploadColumns.date')}>
                <time dateTime={upload.uploaded_at}>{format.dateTime(new Date(upload.uploaded_at), { dateStyle: 'medium', timeStyle: 'short', timeZone })}</time>
              </td>
              <td data-label={t('uploadColumns.network')}>{t(`networks.${upload.network}`)}</td>
              <td data-label={t('uploadColumns.file')}>{upload.file_name || t('noFileName')}</td>
              <td data-label={t('uploadColumns.by')}>{upload.uploaded_by ?? t('unknownUploader')}</td>
              {conversionFigures.map((figure) => (
                <td key={figure} data-label={t(`figures.${figure}`)} className={table.number} data-attention={needsAttention(figure, upload) || undefined}>
                  {format.number(upload[figure])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
