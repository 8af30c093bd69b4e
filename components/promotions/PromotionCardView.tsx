'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { Highlight } from '@/components/search/Highlight';
import type { EditionId } from '@/lib/editions';
import type { CodeButtonState } from '@/lib/promotions/code-button';
import { entityPath } from '@/lib/routing';
import { storeLogo } from '@/lib/store-logo';
import { CodeButton } from './CodeButton';
import { CodeFeedbackLine, CodeVote } from './CodeFeedback';
import { rememberedCodeVotes } from './code-feedback-client';
import type { CodeSummary } from './code-summary';
import { PromotionUsageLine } from './UsageLine';
import { usePromotionUsage, type PromotionUsage } from './usage';
import styles from './PromotionCard.module.css';

/**
 * What a card shows beyond the code modal's summary, worked out on the server: the expiry wording depends on the
 * edition's time zone and the moment of rendering, so the browser repeats it rather than computing it again.
 */
export interface PromotionCardModel {
  summary: CodeSummary;
  face: CodeButtonState;
  exclusive: boolean;
  offer: string | null;
  condition: string | null;
  expiry: { kind: string; text: string; dateTime: string | null };
}

/**
 * A promotion card's markup. It runs in the browser as well as on the server so that a page's payload carries each
 * card's few fields once, instead of the whole rendered tree of every card beside its HTML.
 */
export function PromotionCardView({
  edition,
  card,
  headingLevel,
  highlight,
}: {
  edition: EditionId;
  card: PromotionCardModel;
  headingLevel: 2 | 3;
  /** The searched words to mark in the title, on the search page. */
  highlight?: readonly string[];
}) {
  const t = useTranslations('promotions');
  const { summary, expiry } = card;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} data-expired={expiry.kind === 'expired' || undefined} data-promotion={summary.id}>
      <header className={styles.header}>
        {summary.store.slug && (
          <Link href={entityPath(edition, 'store', [summary.store.slug])} className={styles.store}>
            {/* eslint-disable-next-line @next/next/no-img-element -- SVG store logos */}
            <img src={storeLogo(summary.store.icon)} alt="" width={48} height={48} loading="lazy" className={styles.logo} />
            <span>{summary.store.name}</span>
          </Link>
        )}
        {card.exclusive && <span className={styles.exclusive}>{t('exclusive')}</span>}
      </header>
      {card.offer && <p className={styles.offer}>{card.offer}</p>}
      <Heading className={styles.title}>{highlight ? <Highlight text={summary.title} terms={highlight} /> : summary.title}</Heading>
      {card.condition && <p className={styles.condition}>{card.condition}</p>}
      <div className={styles.footer}>
        <p className={styles.meta}>
          <span className={styles.kind} data-kind={summary.kind}>
            {summary.kind === 'code' ? t('code') : summary.kind === 'free_delivery' ? t('freeDelivery') : t('offer')}
          </span>
          {expiry.dateTime ? (
            <time className={styles.expiry} data-expiry={expiry.kind} dateTime={expiry.dateTime}>
              {expiry.text}
            </time>
          ) : (
            <span className={styles.expiry} data-expiry={expiry.kind}>
              {expiry.text}
            </span>
          )}
        </p>
        <PromotionUsageLine promotionId={summary.id} fallback={summary.usage} className={styles.usage} />
        {summary.couponId !== null && summary.feedback && <CodeFeedbackLine couponId={summary.couponId} fallback={summary.feedback} className={styles.usage} />}
        {/* The face before any reveal: a masked code carries only its tail, never the code. */}
        <CodeButton promotion={summary} face={card.face} />
        {summary.couponId !== null && <CardCodeVote promotionId={summary.id} couponId={summary.couponId} usage={summary.usage} />}
      </div>
    </article>
  );
}

/**
 * The card asks whether the code worked once the visitor has it: revealed on this page, or voted on before in this
 * browser (they come back to change their answer).
 */
function CardCodeVote({ promotionId, couponId, usage }: { promotionId: number; couponId: number; usage: PromotionUsage }) {
  const revealed = Boolean(usePromotionUsage(promotionId, usage).code);
  const votedBefore = useSyncExternalStore(
    rememberedCodeVotes.subscribe,
    () => rememberedCodeVotes.read(couponId) !== null,
    () => false,
  );
  return revealed || votedBefore ? <CodeVote couponId={couponId} /> : null;
}
