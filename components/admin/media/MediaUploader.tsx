'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type DragEvent } from 'react';
import type { MediaFile } from '@/lib/api/types/media';
import type { EditionId } from '@/lib/editions';
import adminStyles from '../admin.module.css';
import { IMAGE_ACCEPT } from './upload-problems';
import { UploadRow } from './UploadRow';
import { useUploads } from './useUploads';
import styles from './media.module.css';

interface Props {
  edition: EditionId;
  /** Each file the library now has, as the API answered it. */
  onUploaded: (file: MediaFile) => void;
  /** `h3` inside a dialog, whose own title is the `h2`. */
  heading?: 'h2' | 'h3';
}

/**
 * Adds images to the library: dropped on the zone or chosen with the file chooser (a real file input, reached with
 * the keyboard), several at once. Each file shows its progress, then its outcome; the list is a polite live
 * region, so a screen reader hears each file arrive and each refusal.
 */
export function MediaUploader({ edition, onUploaded, heading: Heading = 'h2' }: Props) {
  const t = useTranslations('admin.media.upload');
  const ids = useId();
  const [over, setOver] = useState(false);
  const { items, add, cancel, clearFinished } = useUploads(edition, onUploaded);
  const sending = items.some((item) => item.state === 'sending');

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length) add(files);
  };

  return (
    <section className={styles.uploader} aria-labelledby={`${ids}-title`}>
      <Heading id={`${ids}-title`} className={styles.uploaderTitle}>
        {t('title')}
      </Heading>
      <div className={styles.dropzone} data-over={over || undefined} onDragOver={onDragOver} onDragLeave={onDragLeave} onDrop={onDrop}>
        <p className={styles.dropText}>{t('drop')}</p>
        <input
          id={`${ids}-input`}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          className="visually-hidden"
          aria-describedby={`${ids}-hint`}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            // Emptied so that the same file chosen again (after a refusal, fixed) is sent again.
            event.currentTarget.value = '';
            if (files.length) add(files);
          }}
        />
        <label htmlFor={`${ids}-input`} className={`button ${styles.chooseLabel}`}>
          {t('choose')}
        </label>
        <p id={`${ids}-hint`} className={adminStyles.meta}>
          {t('hint')}
        </p>
      </div>
      <ul className={styles.uploads} aria-live="polite" aria-label={t('list')}>
        {items.map((item) => (
          <UploadRow key={item.key} item={item} onCancel={() => cancel(item.key)} />
        ))}
      </ul>
      {items.length > 0 && !sending && (
        <button type="button" className={adminStyles.secondary} onClick={clearFinished}>
          {t('clear')}
        </button>
      )}
    </section>
  );
}
