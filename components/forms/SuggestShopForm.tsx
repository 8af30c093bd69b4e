'use client';

import { useTranslations } from 'next-intl';
import type { EditionId } from '@/lib/editions';
import { suggestedShopBody } from '@/lib/schemas/visitor-forms';
import { Captcha } from './Captcha';
import { FormSent, FormStatus, fieldTable, Honeypot, SubmitButton, TextField } from './FormFields';
import { useVisitorForm } from './use-visitor-form';
import styles from './forms.module.css';

const empty = { store: '', site: '', email: '' };

/** "Suggest a shop": its name and site, into the editors' queue. */
export function SuggestShopForm({ edition, captcha }: { edition: EditionId; captcha: { siteKey: string; scriptUrl: string } }) {
  const t = useTranslations('forms.suggestShop');
  const tStatus = useTranslations('forms.status');
  const form = useVisitorForm({ form: 'suggestShop', edition, id: 'suggest-shop-form', schema: suggestedShopBody, empty });
  const ids = { store: 'suggest-store', site: 'suggest-site', email: 'suggest-email' };
  const labels = { store: t('store'), site: t('site'), email: t('email') };
  const fields = fieldTable(ids, labels);

  if (form.state.status === 'sent') {
    return <FormSent id={form.statusId} title={t('sentTitle')} body={form.state.message || t('sentBody')} again={tStatus('sendAnother')} onAgain={form.startOver} />;
  }
  return (
    <form {...form.formProps} className={styles.form} aria-labelledby="suggest-shop-heading">
      <h2 id="suggest-shop-heading">{t('heading')}</h2>
      <p className={styles.intro}>{t('intro')}</p>
      <FormStatus state={form.state} id={form.statusId} fields={fields} errorFields={form.errorFields} otherErrors={form.otherErrors} />
      <div className={styles.pair}>
        <TextField id={ids.store} label={labels.store} registration={form.field('store')} error={form.errorOf('store')} placeholder={t('storePlaceholder')} autoComplete="organization" maxLength={120} />
        <TextField id={ids.site} label={labels.site} registration={form.field('site')} error={form.errorOf('site')} placeholder={t('sitePlaceholder')} type="url" inputMode="url" maxLength={500} />
      </div>
      <TextField id={ids.email} label={labels.email} hint={t('emailHint')} registration={form.field('email')} error={form.errorOf('email')} type="email" autoComplete="email" maxLength={254} optional />
      <Honeypot id="suggest-shop-website" />
      <Captcha {...captcha} />
      <SubmitButton label={t('send')} sending={form.state.status === 'sending'} />
    </form>
  );
}
