'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Captcha } from '@/components/forms/Captcha';
import { FormSent, FormStatus, Honeypot, SubmitButton, TextField } from '@/components/forms/FormFields';
import { alertFrequencies } from '@/lib/alerts/constants';
import type { FollowTarget } from '@/lib/alerts/my-alerts';
import type { EditionId } from '@/lib/editions';
import { useFollowForm } from './use-follow-form';
import styles from './FollowForm.module.css';

interface FollowFormClientProps {
  edition: EditionId;
  target: FollowTarget;
  privacyHref: string;
  captcha: { siteKey: string; scriptUrl: string };
}

/**
 * "Get the new codes of …": an address and how often to write, for a shop, a category or a search's words.
 * Whatever the address (new, waiting, already following) the answer is the same: check your mailbox. Nothing is
 * sent before the link of that mail is clicked.
 */
export function FollowFormClient({ edition, target, privacyHref, captcha }: FollowFormClientProps) {
  const t = useTranslations('alerts.form');
  const id = 'alert-follow';
  const form = useFollowForm({ edition, id, target });
  const ids = { email: `${id}-email`, daily: `${id}-daily`, instant: `${id}-instant`, heading: `${id}-heading`, consent: `${id}-consent` };
  // The captcha's script (on every shop page) waits until the visitor turns to the form.
  const [engaged, setEngaged] = useState(false);
  const title =
    target.kind === 'store' ? t('storeTitle', { shop: target.name }) : target.kind === 'category' ? t('categoryTitle', { category: target.name }) : t('queryTitle', { query: target.query });

  if (form.state.status === 'sent') {
    return (
      <div className={styles.sent}>
        <FormSent id={form.statusId} title={t('sentTitle')} body={form.state.message || t('sentBody')} again={t('again')} onAgain={form.startOver} />
      </div>
    );
  }
  const fields = { email: { id: ids.email, label: t('email') }, frequency: { id: ids.daily, label: t('frequency') } };
  return (
    <form {...form.formProps} onFocus={() => setEngaged(true)} className={styles.follow} aria-labelledby={ids.heading}>
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
            <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
          </svg>
        </span>
        <div>
          <h2 id={ids.heading} className={styles.title}>
            {title}
          </h2>
          <p className={styles.intro}>{t('intro')}</p>
        </div>
      </div>
      <FormStatus state={form.state} id={form.statusId} fields={fields} errorFields={form.errorFields} otherErrors={form.otherErrors} />
      {Object.entries(form.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.fields}>
        <TextField id={ids.email} label={t('email')} registration={form.emailField()} error={form.errorOf('email')} type="email" autoComplete="email" inputMode="email" maxLength={254} />
        <fieldset className={styles.frequency} aria-describedby={form.errorOf('frequency') ? `${id}-frequency-error` : undefined}>
          <legend>{t('frequency')}</legend>
          <div className={styles.choices}>
            {alertFrequencies.map((frequency) => (
              <label key={frequency} className={styles.choice} htmlFor={ids[frequency]}>
                <input id={ids[frequency]} type="radio" value={frequency} aria-describedby={`${ids[frequency]}-hint`} {...form.frequencyChoice(frequency)} />
                <span>
                  <span className={styles.choiceLabel}>{t(frequency)}</span>
                  <span className={styles.choiceHint} id={`${ids[frequency]}-hint`}>
                    {t(frequency === 'daily' ? 'dailyHint' : 'instantHint')}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {form.errorOf('frequency') && (
            <p className={styles.error} id={`${id}-frequency-error`}>
              {form.errorOf('frequency')}
            </p>
          )}
        </fieldset>
      </div>
      <div className={styles.footer}>
        <p className={styles.consent} id={ids.consent}>
          {t.rich('consent', { link: (chunks) => <a href={privacyHref}>{chunks}</a> })}
        </p>
        <SubmitButton label={t('send')} sending={form.state.status === 'sending'} />
      </div>
      <Honeypot id={`${id}-website`} />
      {engaged && <Captcha {...captcha} />}
    </form>
  );
}
