'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { MediaFile } from '@/lib/api/types/media';
import type { EditionId } from '@/lib/editions';
import adminStyles from '../admin.module.css';
import { MediaUploader } from './MediaUploader';
import { useMediaSearch } from './useMediaSearch';
import styles from './media.module.css';

/**
 * The picker's dialog content: a search by name, the images to choose from, and an upload for one the library
 * lacks. No `<form>` here: the picker sits inside the forms of other screens, and Enter must search, not submit them.
 */
export function MediaBrowser({ edition, value, onPick }: { edition: EditionId; value: string | null; onPick: (file: MediaFile) => void }) {
  const t = useTranslations('admin.media.picker');
  const ids = useId();
  const [text, setText] = useState('');
  const { state, search, more, prepend } = useMediaSearch(edition);

  const status =
    state.status === 'loading' ? t('loading') : state.status === 'failed' ? t('failed') : state.status === 'network' ? t('network') : t('results', { count: state.files.length });

  return (
    <div className={styles.browser}>
      <div role="search" className={styles.search}>
        <label htmlFor={`${ids}-q`}>{t('searchLabel')}</label>
        <input
          id={`${ids}-q`}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void search(text);
          }}
        />
        <button type="button" className={adminStyles.secondary} onClick={() => void search(text)}>
          {t('search')}
        </button>
      </div>
      <p role="status" className={state.status === 'failed' || state.status === 'network' ? adminStyles.error : adminStyles.meta}>
        {status}
      </p>
      {state.files.length > 0 && (
        <ul className={styles.pickGrid} aria-label={t('list')}>
          {state.files.map((file) => (
            <li key={file.id}>
              <button type="button" className={styles.pick} aria-current={file.url === value ? 'true' : undefined} aria-label={t('pick', { name: file.name })} onClick={() => onPick(file)}>
                {/* eslint-disable-next-line @next/next/no-img-element -- the library's own uploads, any size, shown as they are */}
                <img src={file.url} alt="" loading="lazy" className={styles.pickImage} />
                <span className={styles.pickName}>{file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {state.more && state.status === 'ready' && (
        <button type="button" className={adminStyles.secondary} onClick={() => void more()}>
          {t('more')}
        </button>
      )}
      <details className={styles.pickUpload}>
        <summary>{t('upload')}</summary>
        <MediaUploader edition={edition} onUploaded={prepend} heading="h3" />
      </details>
    </div>
  );
}
