'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { EditionId } from '@/lib/editions';
import adminStyles from '../admin.module.css';
import { MediaBrowser } from './MediaBrowser';
import { MediaDialog } from './MediaDialog';
import styles from './media.module.css';

export interface MediaPickerProps {
  edition: EditionId;
  /** The form field's name: a hidden input carries the chosen URL (empty when none) for forms read as FormData. */
  name: string;
  /** The chosen image's URL as the library gives it (`/media/icons/….webp`), or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** The field's label, e.g. "Image du slider". */
  label: string;
}

/**
 * An image field of the editors' forms: the image chosen, a button that opens the media library in a dialog to
 * choose another (or upload it there), and one to remove it. The library keeps the URL, which is what the field
 * stores, so the library can tell which entities use each file.
 */
export function MediaPicker({ edition, name, value, onChange, label }: MediaPickerProps) {
  const t = useTranslations('admin.media.picker');
  const [open, setOpen] = useState(false);
  const choose = useRef<HTMLButtonElement>(null);
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.pickerLegend}>{label}</legend>
      <input type="hidden" name={name} value={value ?? ''} />
      <div className={styles.pickerPreview}>
        {value ? (
          // eslint-disable-next-line @next/next/no-img-element -- the library's own uploads, any size, shown as they are
          <img src={value} alt={t('current', { label })} />
        ) : (
          <span className={adminStyles.meta}>{t('none')}</span>
        )}
      </div>
      <div className={adminStyles.actions}>
        <button ref={choose} type="button" className={adminStyles.secondary} onClick={() => setOpen(true)}>
          {t('choose')}
        </button>
        {value && (
          <button type="button" className={adminStyles.secondary} onClick={() => {
              onChange(null);
              // The button leaves with the image: the focus stays in the field.
              choose.current?.focus();
            }}
            aria-label={t('removeNamed', { label })}>
            {t('remove')}
          </button>
        )}
      </div>
      {open && (
        <MediaDialog title={t('title', { label })} closeLabel={t('close')} onClose={() => setOpen(false)} initialFocus="input[type=search]" wide>
          <MediaBrowser
            edition={edition}
            value={value}
            onPick={(file) => {
              onChange(file.url);
              setOpen(false);
            }}
          />
        </MediaDialog>
      )}
    </fieldset>
  );
}
