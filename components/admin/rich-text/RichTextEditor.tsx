'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useImperativeHandle, type Ref } from 'react';
import type { EditionId } from '@/lib/editions';
import styles from './RichTextEditor.module.css';

export interface RichTextEditorProps {
  /** The editable area's id (an error summary can link to it). */
  id: string;
  label: string;
  /** The text as HTML; an empty text is ''. */
  value: string;
  onChange: (html: string) => void;
  /** For a form library's "touched" state (react-hook-form's field.onBlur). */
  onBlur?: () => void;
  /** Ids of the hint or error under the field. */
  describedBy?: string;
  invalid?: boolean;
  /** The text's edition: its language for spell-checking, its domain for links to the site's own pages. */
  edition: EditionId;
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
export function RichTextEditor({ id, label, value, onChange, onBlur, describedBy, invalid, edition, ref }: RichTextEditorProps) {
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
      <TiptapField id={id} labelId={labelId} label={label} value={value} onChange={onChange} onBlur={onBlur} describedBy={describedBy} invalid={invalid} edition={edition} />
    </div>
  );
}
