import { getFormatter, getTranslations } from 'next-intl/server';
import type { MediaFile } from '@/lib/api/types/media';
import type { Edition } from '@/lib/editions';
import adminStyles from '../admin.module.css';
import { CopyUrlButton } from './CopyUrlButton';
import { MediaDelete } from './MediaDelete';
import { fileSize } from './size';
import styles from './media.module.css';

/** The library's files as cards: the image (a PDF has none to show), its name, weight and date, and its actions. */
export async function MediaGrid({ edition, files, label }: { edition: Edition; files: MediaFile[]; label: string }) {
  const [t, format] = await Promise.all([getTranslations('admin.media'), getFormatter()]);
  return (
    <ul className={styles.grid} aria-label={label}>
      {files.map((file) => (
        <li key={file.id} className={styles.card}>
          <div className={styles.thumb}>
            {file.mime_type.startsWith('image/') ? (
              // eslint-disable-next-line @next/next/no-img-element -- the library's own uploads, any size, shown as they are
              <img src={file.url} alt="" loading="lazy" />
            ) : (
              <span className={adminStyles.meta}>{t('noPreview')}</span>
            )}
          </div>
          <h3 className={styles.name}>{file.name}</h3>
          <p className={adminStyles.meta}>
            {fileSize(format.number, file.size)} · {t('addedOn', { date: format.dateTime(new Date(file.created_at), { dateStyle: 'medium', timeZone: edition.timeZone }) })}
          </p>
          <div className={styles.cardActions}>
            <CopyUrlButton url={file.url} name={file.name} />
            <MediaDelete edition={edition.id} id={file.id} name={file.name} />
          </div>
        </li>
      ))}
    </ul>
  );
}
