'use client';

import { useTranslations } from 'next-intl';
import type { EditionId } from '@/lib/editions';
import { fieldTable, TextField } from './FormFields';
import { frameTexts, VisitorFormFrame } from './VisitorFormFrame';
import { useVisitorForm } from './use-visitor-form';
import styles from './forms.module.css';

const empty = { store: '', site: '', email: '' };

/** "Suggest a shop": its name and site, into the editors' queue. */
export function SuggestShopForm({ edition, captcha }: { edition: EditionId; captcha: { siteKey: string; scriptUrl: string } }) {
  const t = useTranslations('forms.suggestShop');
  const form = useVisitorForm({ form: 'suggestShop', edition, id: 'suggest-shop-form', loadSchema: () => import('@/lib/schemas/visitor-forms').then((schemas) => schemas.suggestedShopBody), empty });
  const ids = { store: 'suggest-store', site: 'suggest-site', email: 'suggest-email' };
  const labels = { store: t('store'), site: t('site'), email: t('email') };
  return (
    <VisitorFormFrame form={form} texts={frameTexts(t)} fields={fieldTable(ids, labels)} captcha={captcha}>
      <div className={styles.pair}>
        <TextField id={ids.store} label={labels.store} registration={form.field('store')} error={form.errorOf('store')} placeholder={t('storePlaceholder')} autoComplete="organization" maxLength={120} />
        <TextField id={ids.site} label={labels.site} registration={form.field('site')} error={form.errorOf('site')} placeholder={t('sitePlaceholder')} type="url" inputMode="url" maxLength={500} />
      </div>
      <TextField id={ids.email} label={labels.email} hint={t('emailHint')} registration={form.field('email')} error={form.errorOf('email')} type="email" autoComplete="email" maxLength={254} optional />
    </VisitorFormFrame>
  );
}
