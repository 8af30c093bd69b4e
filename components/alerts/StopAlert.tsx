'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { EditionId } from '@/lib/editions';
import { stopAlert } from './alerts-api';
import styles from './MyAlerts.module.css';

type Step = 'asking' | 'stopping' | 'stopped' | 'refused' | 'network';

/**
 * A digest section's "stop this alert" link lands here with its token. Opening a link never removes anything (mail
 * scanners open every link of a mail): the visitor confirms with a button, which stops that alert only.
 */
export function StopAlert({ edition, token }: { edition: EditionId; token: string }) {
  const t = useTranslations('alerts.page');
  const [step, setStep] = useState<Step>('asking');
  const stop = () => {
    setStep('stopping');
    stopAlert(edition, token).then(
      (answer) => setStep(answer.status >= 200 && answer.status < 300 ? 'stopped' : 'refused'),
      () => setStep('network'),
    );
  };
  if (step === 'stopped') {
    return (
      <div role="status" className={`${styles.box} ${styles.done}`}>
        <h2>{t('stoppedTitle')}</h2>
        <p>{t('stoppedBody')}</p>
      </div>
    );
  }
  return (
    <div className={`${styles.box} ${step === 'refused' || step === 'network' ? styles.problem : ''}`} role={step === 'refused' || step === 'network' ? 'alert' : undefined}>
      <h2>{t('stopTitle')}</h2>
      <p>{step === 'refused' ? t('stopRefused') : step === 'network' ? t('network') : t('stopBody')}</p>
      {step !== 'refused' && (
        <button type="button" className={styles.secondary} disabled={step === 'stopping'} onClick={stop}>
          {t('stop')}
        </button>
      )}
    </div>
  );
}
