'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { editorCall } from '@/lib/api/editor-browser';
import type { RedirectionImport as ImportAnswer } from '@/lib/api/types/editor-admin';
import type { EditionId } from '@/lib/editions';
import { showToast } from '../AdminToast';
import { Field, controlProps } from '../form/Field';
import form from '../form/form.module.css';
import { answerOf } from '../form/submit';
import { ImportReport } from './ImportReport';
import own from './redirections.module.css';

/** What the API takes in one file (it refuses more before reading it). */
const MAX_BYTES = 512 * 1024;

/**
 * A CSV of redirections sent to the API, which stores each good line and refuses the others: the report says, line
 * by line, what was created and why the rest was not.
 */
export function RedirectionImport({ edition }: { edition: EditionId }) {
  const t = useTranslations('admin.redirections');
  const router = useRouter();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [report, setReport] = useState<ImportAnswer | null>(null);

  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return refuse(t('importChoose'));
    if (file.size > MAX_BYTES) return refuse(t('importTooLarge'));
    setError('');
    setReport(null);
    setBusy(true);
    // The bytes as they are: the API reads UTF-8 or Excel's Windows-1252, whatever type the browser guessed.
    const result = await editorCall('POST', '/seo/redirections/import/', edition, file.slice(0, file.size, 'text/csv'));
    setBusy(false);
    const answer = answerOf(result, ['file']);
    if (answer.kind === 'signedOut') return router.refresh();
    if (answer.kind === 'refused') return refuse(answer.refusal.fields.file ?? (answer.refusal.other.join(' ') || t('importUnreadable')));
    if (answer.kind === 'failed') {
      if (result.status === 415) return refuse(t('importUnreadable'));
      return refuse(t(answer.reason === 'tooLarge' ? 'importTooLarge' : answer.reason === 'gone' ? 'failed' : answer.reason));
    }
    const done = answer.body as ImportAnswer;
    setReport(done);
    if (done.created > 0) {
      showToast(t('importSummary', { created: done.created, refused: done.refused }));
      router.refresh();
    }
  };

  const hint = t('importHint');
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('importTitle')}</h2>
      <Field id={`${id}-file`} label={t('importFile')} hint={hint} error={error}>
        <input ref={input} type="file" name="file" accept=".csv,text/csv" {...controlProps(`${id}-file`, { hint, error })} onChange={() => setError('')} />
      </Field>
      <div className={form.buttons}>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('importing') : t('importSubmit')}
        </button>
      </div>
      <p role="status" className={own.summary}>
        {report ? t('importSummary', { created: report.created, refused: report.refused }) : ''}
      </p>
      {report && <ImportReport report={report} />}
    </form>
  );
}
