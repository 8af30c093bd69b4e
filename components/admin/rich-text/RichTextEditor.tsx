'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useImperativeHandle, type Ref } from 'react';
import styles from './RichTextEditor.module.css';
import type { TiptapFieldProps } from './TiptapField';

export interface RichTextEditorProps extends Omit<TiptapFieldProps, 'labelId'> {
  /** What react-hook-form's `field.ref` needs to put the caret in the field that failed. */
  ref?: Ref<{ focus: () => void }>;
}

/** Stands in for the editor while TipTap loads: the same box, so the form does not jump. */
function Loading() {
  const t = useTranslations('admin.richText');
  return (
    <div className={styles.frame} aria-busy="true">
      <div className={styles.toolbar} />
      <p className={styles.loading} role="status">
        {t('loading')}
      </p>
    </div>
  );
}

// TipTap and ProseMirror (~130 kB gzipped) load with the first screen that shows a text field, not before.
const TiptapField = dynamic(() => import('./TiptapField'), { ssr: false, loading: () => <Loading /> });

/** A rich-text field of the editors' forms, producing the HTML the site keeps (see extensions.ts). */
export function RichTextEditor({ ref, ...field }: RichTextEditorProps) {
  const { id, label } = field;
  const labelId = `${id}-label`;
  const focus = () => document.getElementById(id)?.focus();
  useImperativeHandle(ref, () => ({ focus }));
  return (
    <div className={styles.field}>
      {/* Not a <label>: the text is not a form control, so it names the area through aria-labelledby; a click on
          it still takes the pointer into the text, as a label would. */}
      <span id={labelId} className={styles.label} onClick={focus}>
        {label}
      </span>
      <TiptapField {...field} labelId={labelId} />
    </div>
  );
}
