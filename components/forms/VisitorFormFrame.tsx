'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent, ReactNode } from 'react';
import { Captcha } from './Captcha';
import { FormSent, FormStatus, Honeypot, SubmitButton } from './FormFields';
import type { ShownState } from './use-visitor-form';
import styles from './forms.module.css';

/** What the frame needs of `useVisitorForm`. */
interface FormHandle {
  state: ShownState;
  formProps: { id: string; action: (data: FormData) => void; onSubmit: (event: FormEvent<HTMLFormElement>) => void; noValidate: boolean };
  statusId: string;
  startOver: () => void;
  errorFields: string[];
  otherErrors: string[];
}

interface FrameProps {
  form: FormHandle;
  /** The words of the form (`forms.contact`…): heading, intro, send, sentTitle, sentBody. */
  texts: { heading: string; intro: string; send: string; sentTitle: string; sentBody: string };
  /** Each field's id and label, for the list of fields to correct. */
  fields: Record<string, { label: string; id: string }>;
  captcha: { siteKey: string; scriptUrl: string };
  children: ReactNode;
}

/**
 * What every page form of the site has around its fields: its heading and intro, the status line, the honeypot,
 * the captcha and the send button; and, once sent, the thanks with a way to send another.
 */
export function VisitorFormFrame({ form, texts, fields, captcha, children }: FrameProps) {
  const t = useTranslations('forms.status');
  const headingId = `${form.formProps.id}-heading`;
  if (form.state.status === 'sent') {
    return <FormSent id={form.statusId} title={texts.sentTitle} body={form.state.message || texts.sentBody} again={t('sendAnother')} onAgain={form.startOver} />;
  }
  return (
    <form {...form.formProps} className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.heading}</h2>
      <p className={styles.intro}>{texts.intro}</p>
      <FormStatus state={form.state} id={form.statusId} fields={fields} errorFields={form.errorFields} otherErrors={form.otherErrors} />
      {children}
      <Honeypot id={`${form.formProps.id}-website`} />
      <Captcha {...captcha} />
      <SubmitButton label={texts.send} sending={form.state.status === 'sending'} />
    </form>
  );
}

/** The frame's words from a form's own messages (`forms.contact`…), which all have these five. */
export const frameTexts = (t: (key: 'heading' | 'intro' | 'send' | 'sentTitle' | 'sentBody') => string): FrameProps['texts'] => ({
  heading: t('heading'),
  intro: t('intro'),
  send: t('send'),
  sentTitle: t('sentTitle'),
  sentBody: t('sentBody'),
});
