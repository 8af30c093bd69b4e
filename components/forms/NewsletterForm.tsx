'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { EditionId } from '@/lib/editions';
import type { subscriptionSources } from '@/lib/schemas/visitor-forms';
import { Captcha } from './Captcha';
import { FormSent, FormStatus, Honeypot, SubmitButton, TextField } from './FormFields';
import { useVisitorForm } from './use-visitor-form';
import styles from './forms.module.css';

const empty = { email: '' };

interface NewsletterFormProps {
  edition: EditionId;
  /** Where the form stands: kept with the subscriber's consent. */
  source: (typeof subscriptionSources)[number];
  privacyHref: string;
  captcha: { siteKey: string; scriptUrl: string };
  /** In the footer: smaller, and its captcha loads only once the visitor turns to the form. */
  compact?: boolean;
}

/**
 * Subscribing to the edition's newsletter by e-mail. Whatever the address (new, waiting, already subscribed) the
 * answer is the same: check your mailbox. Nobody is subscribed before clicking the link of that mail.
 */
export function NewsletterForm({ edition, source, privacyHref, captcha, compact }: NewsletterFormProps) {
  const t = useTranslations('forms.newsletter');
  const id = `newsletter-${source}`;
  const form = useVisitorForm({ form: 'newsletter', edition, id, loadSchema: () => import('@/lib/schemas/visitor-forms').then((schemas) => schemas.newsletterSubscribeBody.pick({ email: true })), empty });
  const emailId = `${id}-email`;
  const headingId = `${id}-heading`;
  // In the footer of every page the captcha's script waits until the visitor turns to the form.
  const [engaged, setEngaged] = useState(!compact);

  if (form.state.status === 'sent') return <FormSent id={form.statusId} title={t('sentTitle')} body={form.state.message || t('sentBody')} />;
  return (
    <form {...form.formProps} onFocus={() => setEngaged(true)} className={`${styles.form} ${compact ? styles.compact : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('heading')}</h2>
      <p className={styles.intro}>{t('intro')}</p>
      <FormStatus state={form.state} id={form.statusId} fields={{ email: { id: emailId, label: t('email') } }} errorFields={form.errorFields} otherErrors={form.otherErrors} />
      <input type="hidden" name="source" value={source} />
      <div className={styles.inline}>
        <TextField id={emailId} label={t('email')} registration={form.field('email')} error={form.errorOf('email')} placeholder={t('emailPlaceholder')} type="email" autoComplete="email" maxLength={254} />
        <SubmitButton label={t('send')} sending={form.state.status === 'sending'} />
      </div>
      <p className={styles.hint}>{t.rich('consent', { link: (chunks) => <a href={privacyHref}>{chunks}</a> })}</p>
      <Honeypot id={`${id}-website`} />
      {engaged && <Captcha {...captcha} />}
    </form>
  );
}
