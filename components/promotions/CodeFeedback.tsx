'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useFormatter, useLocale, useNow, useTranslations } from 'next-intl';
import type { CodeFeedback } from '@/lib/api/types/promotions';
import { editionOfLocale } from '@/lib/editions';
import type { CodeVoteChoice } from '@/lib/promotions/code-feedback';
import { postCodeVote, rememberedCodeVotes, useCodeFeedback } from './code-feedback-client';
import styles from './CodeFeedback.module.css';

/** Under a minute, "1 second ago" reads oddly precise: it is "just now". */
const JUST_NOW_MS = 60_000;

/** The visitor's vote on a code: remembered by this browser, or given just now (storage may be off). */
function useYourCodeVote(couponId: number): [CodeVoteChoice | null, (vote: CodeVoteChoice) => void] {
  const remembered = useSyncExternalStore(
    rememberedCodeVotes.subscribe,
    () => rememberedCodeVotes.read(couponId),
    () => null,
  );
  const [given, setGiven] = useState<CodeVoteChoice | null>(null);
  return [given ?? remembered, setGiven];
}

/**
 * "82 % success · 34 votes · worked 2 hours ago": nothing before the first vote. It takes the look of the usage line
 * it stands under (`className`).
 */
export function CodeFeedbackLine({ couponId, fallback, className }: { couponId: number; fallback: CodeFeedback; className: string }) {
  const t = useTranslations('promotions.feedback');
  const format = useFormatter();
  // Re-rendered every minute, so "just now" and "5 minutes ago" do not go stale on an open page.
  const now = useNow({ updateInterval: JUST_NOW_MS });
  const feedback = useCodeFeedback(couponId, fallback);
  const votes = feedback.worked_votes + feedback.failed_votes;
  if (votes === 0 || feedback.success_rate === null) return null;
  const lastWorked = feedback.last_worked_at ? new Date(feedback.last_worked_at) : null;
  const validLastWorked = lastWorked && !Number.isNaN(lastWorked.getTime()) ? lastWorked : null;
  return (
    <p className={className} data-success-rate={feedback.success_rate} data-votes={votes}>
      <span className={styles.rate} data-low={feedback.success_rate < 50 || undefined}>
        {t('summary', { rate: format.number(feedback.success_rate / 100, { style: 'percent' }), votes })}
      </span>
      {validLastWorked && (
        // The relative wording depends on the clock of whoever renders it; server and browser may differ by a minute.
        <time dateTime={validLastWorked.toISOString()} suppressHydrationWarning>
          {now.getTime() - validLastWorked.getTime() < JUST_NOW_MS ? t('lastWorkedNow') : t('lastWorked', { when: format.relativeTime(validLastWorked, now) })}
        </time>
      )}
    </p>
  );
}

type Status = 'idle' | 'sending' | 'thanks' | 'changed' | 'limited' | 'failed';

/**
 * "Did this code work?" with its two answers, once the visitor has the code. The pressed answer is theirs; pressing
 * the other changes it. The figures everywhere on the page follow the API's answer at once.
 */
export function CodeVote({ couponId, className }: { couponId: number; className?: string }) {
  const t = useTranslations('promotions.feedback');
  const edition = editionOfLocale(useLocale()).id;
  const promptId = useId();
  const [yourVote, setYourVote] = useYourCodeVote(couponId);
  const [status, setStatus] = useState<Status>('idle');
  // A refusal of the address (too many votes this hour, or this code answered from it today) in the API's own words.
  const [limitedDetail, setLimitedDetail] = useState<string | null>(null);
  const sending = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function vote(choice: CodeVoteChoice) {
    if (sending.current || choice === yourVote) return;
    sending.current = true;
    const hadVoted = yourVote !== null;
    setStatus('sending');
    const outcome = await postCodeVote(edition, couponId, choice);
    sending.current = false;
    if (!mounted.current) return;
    if (outcome.kind === 'voted') {
      setYourVote(outcome.yourVote);
      setStatus(hadVoted ? 'changed' : 'thanks');
    } else if (outcome.kind === 'limited') {
      setLimitedDetail(outcome.detail);
      setStatus('limited');
    } else {
      setStatus(outcome.kind);
    }
  }

  const announcement = { idle: '', sending: t('sending'), thanks: t('thanks'), changed: t('changed'), limited: limitedDetail ?? t('limited'), failed: t('failedToSend') }[status];
  return (
    <div className={`${styles.vote} ${className ?? ''}`}>
      <div className={styles.choices} role="group" aria-labelledby={promptId} aria-busy={status === 'sending'}>
        <span id={promptId} className={styles.prompt}>
          {t('prompt')}
        </span>
        {(['worked', 'failed'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className={styles.choice}
            data-choice={choice}
            aria-pressed={yourVote === choice}
            // Not `disabled` while sending: a disabled button drops the keyboard focus (and Escape with it, in the dialog).
            aria-disabled={status === 'sending' || undefined}
            onClick={() => void vote(choice)}
          >
            <svg aria-hidden="true" className={styles.icon} viewBox="0 0 24 24" width="18" height="18">
              <path d={choice === 'worked' ? 'M4 12.5l5 5L20 6.5' : 'M6.5 6.5l11 11M17.5 6.5l-11 11'} />
            </svg>
            {t(choice)}
          </button>
        ))}
      </div>
      <p className={`${styles.status} ${status === 'limited' || status === 'failed' ? styles.error : ''}`} role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
