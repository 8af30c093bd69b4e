'use client';

import { useTranslations } from 'next-intl';
import { EXIT_LINK_REL } from '@/lib/clicks/go-paths';
import { type CodeButtonState } from '@/lib/promotions/code-button';
import { openCodeModal, withDeepLink, type CodeSummary } from './code-modal-store';
import { usePromotionUsage } from './usage';
import styles from './CodeButton.module.css';

/**
 * The card's button. It is a link to the shop (through the site's `/go/` door, which counts the click) opened in a new tab, as the spec wants: the
 * browser opens the tab itself, so no popup blocker interferes, and without JavaScript it still leads to the
 * deal. The click also opens the code modal here and names the promotion in the URL (`?code=ID`), so coming
 * back to this tab, or reloading it, shows the code again.
 */
export function CodeButton({ promotion, face }: { promotion: CodeSummary; face: CodeButtonState }) {
  const t = useTranslations('promotions.button');
  const usage = usePromotionUsage(promotion.id, promotion.usage);
  const shown: CodeButtonState = usage.code && (face.face === 'masked' || face.face === 'getCode') ? { face: 'code', code: usage.code } : face;
  const onClick = () => {
    openCodeModal(promotion, true);
    window.history.replaceState(window.history.state, '', withDeepLink(window.location.href, promotion.id));
  };
  return (
    <a href={promotion.link} target="_blank" rel={EXIT_LINK_REL} onClick={onClick} className={styles.button} data-face={shown.face}>
      {shown.face === 'masked' ? (
        <>
          <span className={styles.label}>{t('masked')}</span>
          <span className={styles.peek} aria-hidden="true">
            {shown.hint}
          </span>
        </>
      ) : shown.face === 'code' ? (
        <span className={styles.code}>{t('code', { code: shown.code })}</span>
      ) : (
        <span className={styles.label}>{t(shown.face)}</span>
      )}
      <span className="visually-hidden"> {t('newTab', { store: promotion.store.name })}</span>
    </a>
  );
}
