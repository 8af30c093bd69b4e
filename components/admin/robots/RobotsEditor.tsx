'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { editorCall } from '@/lib/api/editor-browser';
import type { EditionId } from '@/lib/editions';
import { showToast } from '../AdminToast';
import styles from '../admin.module.css';
import { Field, controlProps } from '../form/Field';
import form from '../form/form.module.css';
import { answerOf } from '../form/submit';
import own from './robots.module.css';

/** The most the API stores (it refuses more): what Google reads of a robots.txt is far beyond any real one. */
const MAX_BYTES = 64 * 1024;

interface Props {
  edition: EditionId;
  /** The file the site serves now: the edition's own, else the default. */
  initial: string;
  /** The file the site serves when none was saved, to start again from. */
  defaultText: string;
}

/**
 * The edition's robots.txt as text, saved whole: the API checks it (text, not empty, not too large) and says what
 * it refuses beside the field.
 */
export function RobotsEditor({ edition, initial, defaultText }: Props) {
  const t = useTranslations('admin.robots');
  const router = useRouter();
  const area = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initial);
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  const refuse = (message: string) => {
    setError(message);
    area.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNote('');
    if (text.trim() === '') return refuse(t('required'));
    const file = new Blob([text], { type: 'text/plain;charset=utf-8' });
    if (file.size > MAX_BYTES) return refuse(t('tooLarge'));
    setError('');
    setBusy(true);
    const answer = answerOf(await editorCall('POST', '/file_storage/upload_robots/', edition, file), ['file']);
    setBusy(false);
    if (answer.kind === 'signedOut') return router.refresh();
    if (answer.kind === 'refused') return refuse(answer.refusal.fields.file ?? (answer.refusal.other.join(' ') || t('failed')));
    if (answer.kind === 'failed') {
      const reason = answer.reason;
      return refuse(reason === 'tooLarge' ? t('tooLarge') : reason === 'network' || reason === 'forbidden' ? t(reason) : t('failed'));
    }
    showToast(t('saved'));
    router.refresh();
  };

  const hint = t('hint');
  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <Field id="robots-content" label={t('content')} hint={hint} error={error}>
        <textarea
          ref={area}
          {...controlProps('robots-content', { hint, error })}
          className={own.text}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError('');
          }}
          rows={16}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          wrap="off"
        />
      </Field>
      <p role="status" className={styles.meta}>
        {note}
      </p>
      <div className={form.buttons}>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('saving') : t('save')}
        </button>
        {text !== defaultText && (
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              setText(defaultText);
              setError('');
              setNote(t('defaultRestored'));
              area.current?.focus();
            }}
          >
            {t('useDefault')}
          </button>
        )}
      </div>
    </form>
  );
}
