'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { RatingSummary } from '@/lib/api/types/stores';
import { editionOfLocale } from '@/lib/editions';
import { postRating, rememberedRatings } from './rating-client';
import styles from './StoreRating.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

type Status = 'idle' | 'sending' | 'thanks' | 'already' | 'invalid' | 'limited' | 'failed';

/** Five stars filled to `value` out of 5 (fractions too); decoration only, the text beside says the figure. */
function Stars({ value, className }: { value: number; className?: string }) {
  const fill = `${Math.max(0, Math.min(5, value)) * 20}%`;
  return <span className={`${styles.stars} ${className ?? ''}`} style={{ '--fill': fill } as CSSProperties} aria-hidden="true" />;
}

/**
 * The shop's average rating and the visitor's 1–5 star vote. The page renders it with the figures it read;
 * after a vote the figures the API answered replace them at once. One vote per visitor and shop: the API
 * enforces it with its cookie, this browser remembers it so a returning visitor sees their vote instead of
 * buttons the API would refuse.
 */
export function StoreRating({ storeId, rating, votes }: { storeId: number; rating: number; votes: number }) {
  const t = useTranslations('rating');
  const format = useFormatter();
  const edition = editionOfLocale(useLocale()).id;
  const promptId = useId();
  const [summary, setSummary] = useState<RatingSummary | null>(null);
  // The server knows nothing of this browser's storage: it renders the buttons, the browser then swaps in a
  // remembered vote. `voted` covers browsers whose storage is off.
  const remembered = useSyncExternalStore(
    rememberedRatings.subscribe,
    () => rememberedRatings.read(storeId),
    () => null,
  );
  const [voted, setVoted] = useState<number | null>(null);
  const yourRating = voted ?? remembered;
  const [preview, setPreview] = useState<number | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  // A refusal of the address (too many votes this hour, or this shop rated from it today) in the API's own words.
  const [limitedDetail, setLimitedDetail] = useState<string | null>(null);
  const yourVoteRef = useRef<HTMLParagraphElement>(null);
  const movedFocus = useRef(false);

  // The pressed button disappears once the vote is in: keep keyboard focus on what replaced it.
  useEffect(() => {
    if (movedFocus.current && yourRating !== null) {
      movedFocus.current = false;
      yourVoteRef.current?.focus();
    }
  }, [yourRating]);

  const shown = summary ?? { rating, votes };
  const figure = (value: number) => format.number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  async function vote(stars: number) {
    if (status === 'sending' || yourRating !== null) return;
    setStatus('sending');
    const outcome = await postRating(edition, storeId, stars);
    if (outcome.kind === 'voted' || outcome.kind === 'already') {
      setSummary({ rating: outcome.rating, votes: outcome.votes });
      rememberedRatings.remember(storeId, outcome.yourRating);
      movedFocus.current = true;
      setVoted(outcome.yourRating);
      setStatus(outcome.kind === 'voted' ? 'thanks' : 'already');
    } else if (outcome.kind === 'limited') {
      setLimitedDetail(outcome.detail);
      setStatus('limited');
    } else {
      setStatus(outcome.kind);
    }
  }

  const announcement = {
    idle: '',
    sending: t('sending'),
    thanks: t('thanks', { rating: figure(shown.rating), votes: shown.votes }),
    already: t('already', { rating: figure(shown.rating), votes: shown.votes }),
    invalid: t('invalid'),
    limited: limitedDetail ?? t('limited'),
    failed: t('failed'),
  }[status];
  const highlighted = preview ?? 0;

  return (
    <div className={styles.rating}>
      <p className={styles.summary}>
        <Stars value={shown.votes > 0 ? shown.rating : 0} />
        <span className={styles.summaryText}>
          {shown.votes > 0 ? t('summary', { rating: figure(shown.rating), votes: shown.votes }) : t('noVotes')}
        </span>
      </p>

      {yourRating === null ? (
        <div className={styles.vote} role="group" aria-labelledby={promptId} aria-busy={status === 'sending'}>
          <span id={promptId} className={styles.prompt}>
            {t('prompt')}
          </span>
          <span className={styles.choices} onMouseLeave={() => setPreview(null)}>
            {STARS.map((stars) => (
              <button
                key={stars}
                type="button"
                className={`${styles.choice} ${stars <= highlighted ? styles.lit : ''}`}
                aria-label={t('give', { stars })}
                disabled={status === 'sending'}
                onMouseEnter={() => setPreview(stars)}
                onFocus={() => setPreview(stars)}
                onBlur={() => setPreview(null)}
                onClick={() => void vote(stars)}
              >
                <span aria-hidden="true">{stars <= highlighted ? '★' : '☆'}</span>
              </button>
            ))}
          </span>
        </div>
      ) : (
        <p ref={yourVoteRef} tabIndex={-1} className={styles.yourVote}>
          <Stars value={yourRating} className={styles.small} />
          <span>{t('yourVote', { rating: yourRating })}</span>
        </p>
      )}

      <p className={`${styles.status} ${status === 'invalid' || status === 'limited' || status === 'failed' ? styles.error : ''}`} role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
