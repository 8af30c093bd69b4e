'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { editorCall, refusalOf } from '@/lib/api/editor-browser';
import type { FeedRunReport } from '@/lib/api/types/editor-feeds';
import type { EditionId } from '@/lib/editions';
import styles from './feeds.module.css';
import own from './run-report.module.css';

interface Props {
  edition: EditionId;
  report: FeedRunReport;
  /** The run once confirmed (a successful one now), and what to say of it. */
  onConfirmed: (next: FeedRunReport, said: string) => void;
}

/**
 * A held run: it would withdraw more of the feed's promotions than a healthy download ever should, so nothing was
 * withdrawn. The admin checks the feed, then confirms it after a second question.
 */
export function HeldRunConfirm({ edition, report, onConfirmed }: Props) {
  const t = useTranslations('admin.feeds.held');
  const router = useRouter();
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const askButton = useRef<HTMLButtonElement>(null);
  const yesButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (asking) yesButton.current?.focus();
  }, [asking]);

  const close = () => {
    setAsking(false);
    requestAnimationFrame(() => askButton.current?.focus());
  };

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setProblem('');
    const result = await editorCall('POST', `/feeds/${report.feed}/runs/${report.id}/confirm/`, edition);
    setBusy(false);
    if (result.status === 'network') return setProblem(t('network'));
    if (result.status === 401) return router.refresh();
    if (result.status === 200) {
      const next = result.body as FeedRunReport;
      onConfirmed(next, t('confirmed', { count: next.withdrawn }));
      // The feed's last run and the lists of promotions are read again.
      return router.refresh();
    }
    // Confirmed elsewhere meanwhile, or the feed is gone: the page reads it again.
    if (result.status === 409 || result.status === 404) router.refresh();
    close();
    setProblem(refusalOf(result.body) || t('failed'));
  };

  const count = report.held_withdrawals;
  return (
    <div className={own.held}>
      <p id={`${id}-warning`}>
        <strong>{t('warning', { count })}</strong> {t(report.fetched === 0 ? 'whyEmpty' : 'why')}
      </p>
      {asking ? (
        <div
          role="alertdialog"
          aria-labelledby={`${id}-question`}
          aria-describedby={`${id}-warning`}
          className={own.confirm}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !busy) close();
          }}
        >
          <p id={`${id}-question`}>{t('question', { count })}</p>
          <button ref={yesButton} type="button" className={own.dangerButton} aria-disabled={busy || undefined} onClick={confirm}>
            {busy ? t('confirming') : t('yes')}
          </button>
          <button type="button" className={own.secondaryButton} aria-disabled={busy || undefined} onClick={() => !busy && close()}>
            {t('cancel')}
          </button>
        </div>
      ) : (
        <button ref={askButton} type="button" className={own.dangerButton} onClick={() => setAsking(true)}>
          {t('confirm')}
        </button>
      )}
      <p role="alert" className={styles.problem}>
        {problem}
      </p>
    </div>
  );
}
