'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import type { EditionId } from '@/lib/editions';
import { idleForm } from '@/lib/forms/form-state';
import { actionFor } from './bound-actions';
import styles from './forms.module.css';

/**
 * The unsubscribe link's page: one button, so that a mail scanner following the link unsubscribes nobody. Mail
 * clients use the one-click address of the mails' headers instead.
 */
export function UnsubscribeForm({ edition, token }: { edition: EditionId; token: string }) {
  const t = useTranslations('forms.newsletter');
  const tStatus = useTranslations('forms.status');
  const [state, formAction, pending] = useActionState(actionFor('unsubscribe', edition), idleForm);
  if (state.status === 'sent') {
    return (
      <div role="status" className={styles.success}>
        <h2>{t('unsubscribedTitle')}</h2>
        <p>{t('unsubscribedBody')}</p>
      </div>
    );
  }
  return (
    <form action={formAction} className={styles.form}>
      <h2>{t('unsubscribeTitle')}</h2>
      <p className={styles.intro}>{t('unsubscribeBody')}</p>
      {state.status === 'invalid' && (
        <p role="alert" className={styles.alert}>
          {t('expiredTitle')}
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert" className={styles.alert}>
          {tStatus('failed')}
        </p>
      )}
      <input type="hidden" name="token" value={token} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={pending}>
          {pending ? tStatus('sending') : t('unsubscribeButton')}
        </button>
      </div>
    </form>
  );
}
