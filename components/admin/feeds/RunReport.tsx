'use client';

import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { awaitsConfirmation, itemErrors, launchedBy, runFailure } from '@/lib/admin/feed-run';
import type { FeedRunReport } from '@/lib/api/types/editor-feeds';
import type { EditionId } from '@/lib/editions';
import { RunBadge } from './FeedBadges';
import { HeldRunConfirm } from './HeldRunConfirm';
import { RunErrors } from './RunErrors';
import { RunFigures } from './RunFigures';
import styles from './feeds.module.css';
import own from './run-report.module.css';

interface Props {
  edition: EditionId;
  timeZone: string;
  report: FeedRunReport;
  /** Its heading's level where it is shown: under the page's sections, or under the run button's. */
  level: 2 | 3;
}

/**
 * One run of a feed: when and by whom, its outcome, its figures, the offers it skipped, and for a held run the
 * warning with the admin's confirmation, after which the report shows the confirmed run and says what it withdrew.
 */
export function RunReport({ edition, timeZone, report, level }: Props) {
  const t = useTranslations('admin.feeds');
  const format = useFormatter();
  const [shown, setShown] = useState(report);
  const [outcome, setOutcome] = useState('');
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const headingId = useId();
  // The page read again (after a confirmation, a run) brings the run as it now stands.
  const [given, setGiven] = useState(report);
  if (given !== report) {
    setGiven(report);
    setShown(report);
  }
  // The question and its buttons are gone once confirmed: the focus goes to what came of it, not to the page's top.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const Heading = level === 2 ? 'h2' : 'h3';
  const failure = runFailure(shown);
  return (
    <article className={own.report} aria-labelledby={headingId} data-status={shown.status}>
      <div className={own.reportHead}>
        <Heading id={headingId}>{t('runOn', { date: when(shown.started_at) })}</Heading>
        <RunBadge report={shown} />
      </div>
      <p className={styles.meta}>
        {t(`trigger.${launchedBy(shown.trigger)}`)}
        {shown.finished_at ? ` · ${t('finishedAt', { date: when(shown.finished_at) })}` : ''}
        {shown.confirmed_at ? ` · ${t('confirmedOn', { date: when(shown.confirmed_at) })}` : ''}
      </p>
      {failure && <p className={styles.failure}>{t('failedBecause', { reason: failure })}</p>}
      <p ref={outcomeRef} role="status" tabIndex={-1} className={styles.said}>
        {outcome}
      </p>
      {awaitsConfirmation(shown) && (
        <HeldRunConfirm
          edition={edition}
          report={shown}
          onConfirmed={(next, said) => {
            setShown(next);
            setOutcome(said);
          }}
        />
      )}
      {shown.status !== 'failed' && <RunFigures report={shown} label={t('figuresLabel')} />}
      {shown.unmapped > 0 && shown.status !== 'failed' && (
        <p className={styles.meta}>
          {t('unmappedHint', { count: shown.unmapped })} <Link href={`/admin/feeds/${shown.feed}/advertisers`}>{t('mapAdvertisers')}</Link>
        </p>
      )}
      <RunErrors errors={itemErrors(shown)} />
    </article>
  );
}
