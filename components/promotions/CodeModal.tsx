'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import { browserApi } from '@/lib/api/browser';
import { ApiRequestError } from '@/lib/api/path';
import type { Promotion } from '@/lib/api/types/promotions';
import { editionOfLocale, type EditionId } from '@/lib/editions';
import { EXIT_LINK_REL } from '@/lib/clicks/go-paths';
import { entityPath } from '@/lib/routing';
import { closeCodeModal, deepLinkId, openCodeModal, useCodeModal, withDeepLink, type CodeModalState, type CodeStatus } from './code-modal-store';
import { codeSummary } from './code-summary';
import { UsageLine } from './UsageLine';
import { CodeFeedbackLine, CodeVote } from './CodeFeedback';
import { recordUse, rememberCode, usePromotionUsage } from './usage';
import styles from './CodeModal.module.css';
import { storeLogo } from '@/lib/store-logo';

/** How long the copy button says "copied" before it offers to copy again. */
const COPIED_FEEDBACK_MS = 2500;

type PromotionDetail = Promotion & { coupon: { id: number; code: string } | null };

function forgetDeepLink() {
  window.history.replaceState(window.history.state, '', withDeepLink(window.location.href, null));
}

/**
 * The page's one code modal (in the locale layout): opened by a card's button, or on load by a `?code=ID`
 * URL, which reads the promotion from the API without counting a use.
 */
export function CodeModalHost() {
  const state = useCodeModal();
  const edition = editionOfLocale(useLocale()).id;

  useEffect(() => {
    const id = deepLinkId(window.location.search);
    if (id === null) return;
    const controller = new AbortController();
    browserApi<PromotionDetail>(`/promotions/${id}/`, edition, { signal: controller.signal })
      .then(async (promotion) => {
        const summary = codeSummary(promotion, { withCode: true });
        await rememberCode(summary.id, summary.usage);
        openCodeModal(summary, false);
      })
      .catch((error: unknown) => {
        // A promotion that no longer exists: the URL stops naming it; a network failure leaves it for a reload.
        if (error instanceof ApiRequestError && error.status === 404) forgetDeepLink();
      });
    return () => controller.abort();
  }, [edition]);

  if (!state) return null;
  return <CodeModal key={state.promotion.id} edition={edition} state={state} />;
}

function CodeModal({ edition, state }: { edition: EditionId; state: CodeModalState }) {
  const t = useTranslations('promotions.modal');
  const { promotion, countUse } = state;
  const usage = usePromotionUsage(promotion.id, promotion.usage);
  const needsCode = promotion.couponId !== null;
  const code = needsCode ? (usage.code ?? null) : null;
  const [status, setStatus] = useState<CodeStatus>(countUse && needsCode && !code ? 'loading' : 'ready');
  const [copied, setCopied] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const counted = useRef(false);
  const copyButton = useRef<HTMLButtonElement>(null);
  const codeText = useRef<HTMLSpanElement>(null);

  const use = useCallback(() => {
    setStatus((s) => (s === 'error' ? 'loading' : s));
    recordUse(edition, promotion).then(
      () => setStatus('ready'),
      // A failed count of an offer changes nothing the visitor needs; a code we could not read is an error.
      () => setStatus(needsCode && !code ? 'error' : 'ready'),
    );
  }, [edition, promotion, needsCode, code]);

  useEffect(() => {
    // Once per opening, even when React runs effects twice in development.
    if (!countUse || counted.current) return;
    counted.current = true;
    use();
  }, [countUse, use]);

  useEffect(() => {
    if (code) copyButton.current?.focus();
  }, [code]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const close = useCallback(() => {
    closeCodeModal();
    forgetDeepLink();
  }, []);

  const copy = async () => {
    if (!code) return;
    const done = () => {
      setCopied(true);
      setAnnouncement(t('copiedAnnounce', { code }));
    };
    try {
      await navigator.clipboard.writeText(code);
      done();
    } catch {
      // No Clipboard API (an http page, an old browser) or permission refused: select the code, try the old
      // copy command, and if that fails too the selection lets Ctrl+C or a long press copy it.
      const range = document.createRange();
      if (codeText.current) range.selectNodeContents(codeText.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      let copiedByCommand = false;
      try {
        copiedByCommand = typeof document.execCommand === 'function' && document.execCommand('copy');
      } catch {
        copiedByCommand = false;
      }
      if (copiedByCommand) done();
      else setAnnouncement(t('copyFailed'));
    }
  };

  const store = promotion.store;
  return (
    <Dialog title={promotion.title} closeLabel={t('close')} onClose={close} initialFocus="[data-initial-focus]">
      <div className={styles.store}>
        {/* eslint-disable-next-line @next/next/no-img-element -- SVG store logos */}
        <img src={storeLogo(store.icon)} alt="" width={48} height={48} className={styles.logo} />
        <span>{store.name}</span>
      </div>
      {needsCode ? (
        code ? (
          <>
            <p className={styles.intro}>{t('codeIntro', { store: store.name })}</p>
            <div className={styles.codeRow}>
              <span ref={codeText} className={styles.code} data-testid="promotion-code">
                {code}
              </span>
              <button ref={copyButton} type="button" className={styles.copy} onClick={copy} data-copied={copied || undefined} data-initial-focus="">
                {copied ? t('copied') : t('copy')}
              </button>
            </div>
          </>
        ) : status === 'error' ? (
          <div className={styles.error} role="alert">
            <p>{t('error')}</p>
            <button type="button" className="button" onClick={use}>
              {t('retry')}
            </button>
          </div>
        ) : (
          <p className={styles.loading}>{t('loading')}</p>
        )
      ) : (
        <p className={styles.intro}>{t('noCode', { store: store.name })}</p>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <a href={promotion.link} target="_blank" rel={EXIT_LINK_REL} className={`button button--accent ${styles.go}`} {...(needsCode ? {} : { 'data-initial-focus': '' })}>
        {t('goToStore', { store: store.name })}
      </a>
      <UsageLine usage={usage} className={styles.usage} />
      {code && promotion.couponId !== null && (
        <div className={styles.feedback}>
          {promotion.feedback && <CodeFeedbackLine couponId={promotion.couponId} fallback={promotion.feedback} className={styles.feedbackLine} />}
          <CodeVote couponId={promotion.couponId} />
        </div>
      )}
      {store.slug && (
        <Link href={entityPath(edition, 'store', [store.slug])} className={styles.storePage} onClick={() => closeCodeModal()}>
          {t('storePage', { store: store.name })}
        </Link>
      )}
    </Dialog>
  );
}
