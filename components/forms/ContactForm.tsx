'use client';

import { useTranslations } from 'next-intl';
import type { EditionId } from '@/lib/editions';
import { CheckboxField, fieldTable, TextField } from './FormFields';
import { frameTexts, VisitorFormFrame } from './VisitorFormFrame';
import { useVisitorForm } from './use-visitor-form';
import styles from './forms.module.css';

const empty = { name: '', email: '', subject: '', message: '', privacy: false };

/** The contact form: name, e-mail, subject, message and the privacy notice; stored, then mailed to the edition. */
export function ContactForm({ edition, privacyHref, captcha }: { edition: EditionId; privacyHref: string; captcha: { siteKey: string; scriptUrl: string } }) {
  const t = useTranslations('forms.contact');
  const form = useVisitorForm({ form: 'contact', edition, id: 'contact-form', loadSchema: () => import('@/lib/schemas/visitor-forms').then((schemas) => schemas.contactMessageBody), empty });
  const ids = { name: 'contact-name', email: 'contact-email', subject: 'contact-subject', message: 'contact-message', privacy: 'contact-privacy' };
  const labels = { name: t('name'), email: t('email'), subject: t('subject'), message: t('message'), privacy: t('privacyField') };
  return (
    <VisitorFormFrame form={form} texts={frameTexts(t)} fields={fieldTable(ids, labels)} captcha={captcha}>
      <div className={styles.pair}>
        <TextField id={ids.name} label={labels.name} registration={form.field('name')} error={form.errorOf('name')} placeholder={t('namePlaceholder')} autoComplete="name" maxLength={120} />
        <TextField id={ids.email} label={labels.email} registration={form.field('email')} error={form.errorOf('email')} placeholder={t('emailPlaceholder')} type="email" autoComplete="email" maxLength={254} />
      </div>
      <TextField id={ids.subject} label={labels.subject} registration={form.field('subject')} error={form.errorOf('subject')} placeholder={t('subjectPlaceholder')} maxLength={150} />
      <TextField id={ids.message} label={labels.message} registration={form.field('message')} error={form.errorOf('message')} placeholder={t('messagePlaceholder')} maxLength={5000} multiline />
      <CheckboxField
        id={ids.privacy}
        registration={form.field('privacy')}
        error={form.errorOf('privacy')}
        label={t.rich('privacy', { link: (chunks) => <a href={privacyHref}>{chunks}</a> })}
      />
    </VisitorFormFrame>
  );
}
