'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { runFailure } from '@/lib/admin/feed-run';
import { editorCall, refusalOf } from '@/lib/api/editor-browser';
import type { FeedRunReport } from '@/lib/api/types/editor-feeds';
import type { EditionId } from '@/lib/editions';
import { RunReport } from './RunReport';
import styles from './feeds.module.css';

interface Props {
  edition: EditionId;
  timeZone: string;
  feedId: number;
}

/**
 * "Run now": the import runs while the admin waits (seconds to minutes). The button keeps the focus and says it is
 * busy rather than being disabled, which would drop the focus; the live region says the import is under way, then
 * what it did, and the report follows.
 */
export function FeedRunner({ edition, timeZone, feedId }: Props) {
  const t = useTranslations('admin.feeds.runner');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState('');
  const [report, setReport] = useState<FeedRunReport | null>(null);

  const run = async () => {
    if (busy) return;
    setBusy(true);
    setProblem('');
    setReport(null);
    setSaid(t('running'));
    const result = await editorCall('POST', `/feeds/${feedId}/run/`, edition);
    setBusy(false);
    setSaid('');
    if (result.status === 'network') return setProblem(t('network'));
    if (result.status === 401) return router.refresh();
    if (result.status !== 200) {
      if (result.status === 404) router.refresh();
      return setProblem(refusalOf(result.body) || t('failed'));
    }
    const done = result.body as FeedRunReport;
    setReport(done);
    if (done.status === 'failed') setSaid(t('doneFailed', { reason: runFailure(done) ?? t('failed') }));
    else if (done.status === 'held') setSaid(t('doneHeld', { count: done.held_withdrawals }));
    else setSaid(t('done', { created: done.created, updated: done.updated, unchanged: done.unchanged, withdrawn: done.withdrawn, skipped: done.skipped, unmapped: done.unmapped }));
    // The history, the feed's last run and its next one are read again.
    router.refresh();
  };

  return (
    <section className={styles.runner} aria-labelledby="feed-runner-title">
      <h2 id="feed-runner-title">{t('title')}</h2>
      <p id="feed-runner-hint" className={styles.meta}>
        {t('hint')}
      </p>
      <div className={styles.runLine}>
        <button type="button" className="button" aria-disabled={busy || undefined} aria-describedby="feed-runner-hint" onClick={run}>
          {t('runNow')}
        </button>
        <p role="status" className={busy ? styles.progress : styles.said}>
          {said}
        </p>
      </div>
      <p role="alert" className={styles.problem}>
        {problem}
      </p>
      {report && <RunReport edition={edition} timeZone={timeZone} report={report} level={3} />}
    </section>
  );
}
