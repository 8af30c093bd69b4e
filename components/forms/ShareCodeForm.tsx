'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { EditionId } from '@/lib/editions';
import { SHARED_SHOP_QUERY } from '@/lib/routing';
import { CheckboxField, fieldTable, TextField } from './FormFields';
import { frameTexts, VisitorFormFrame } from './VisitorFormFrame';
import { useVisitorForm } from './use-visitor-form';
import styles from './forms.module.css';

const empty = { store: '', code: '', no_code: false, offer: '', expires_at: '', link: '', email: '' };

/**
 * "Share a code": the shop (the edition's shops suggested as the visitor types, or a new name), the code or "no
 * code needed", what it gives, its expiry, its link and an address for thanks. It goes into the editors' queue.
 */
export function ShareCodeForm({ edition, shops, captcha }: { edition: EditionId; shops: string[]; captcha: { siteKey: string; scriptUrl: string } }) {
  const t = useTranslations('forms.shareCode');
  const form = useVisitorForm({ form: 'shareCode', edition, id: 'share-code-form', loadSchema: () => import('@/lib/schemas/visitor-forms').then((schemas) => schemas.sharedCodeBody), empty });
  const noCode = form.methods.watch('no_code');
  const ids = Object.fromEntries(Object.keys(empty).map((name) => [name, `share-${name.replace('_', '-')}`])) as Record<keyof typeof empty, string>;
  const labels = { store: t('store'), code: t('code'), no_code: t('noCode'), offer: t('offer'), expires_at: t('expiresAt'), link: t('link'), email: t('email') };
  const { getValues, setValue } = form.methods;

  // Arriving from a shop page, the shop is filled in (unless the visitor has typed one already).
  useEffect(() => {
    const shop = new URLSearchParams(window.location.search).get(SHARED_SHOP_QUERY)?.trim();
    if (shop && !getValues('store')) setValue('store', shop.slice(0, 120));
  }, [getValues, setValue]);

  return (
    <VisitorFormFrame form={form} texts={frameTexts(t)} fields={fieldTable(ids, labels)} captcha={captcha}>
      <TextField id={ids.store} label={labels.store} hint={t('storeHint')} registration={form.field('store')} error={form.errorOf('store')} placeholder={t('storePlaceholder')} list="share-shops" autoComplete="off" maxLength={120} />
      <datalist id="share-shops">
        {shops.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <div className={styles.pair}>
        <TextField id={ids.code} label={labels.code} registration={form.field('code')} error={form.errorOf('code')} placeholder={t('codePlaceholder')} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={64} optional={noCode === true} />
        <TextField id={ids.expires_at} label={labels.expires_at} hint={t('expiresHint')} registration={form.field('expires_at')} error={form.errorOf('expires_at')} type="date" optional />
      </div>
      <CheckboxField id={ids.no_code} label={labels.no_code} registration={form.field('no_code')} error={form.errorOf('no_code')} />
      <TextField id={ids.offer} label={labels.offer} registration={form.field('offer')} error={form.errorOf('offer')} placeholder={t('offerPlaceholder')} maxLength={200} />
      <TextField id={ids.link} label={labels.link} registration={form.field('link')} error={form.errorOf('link')} placeholder={t('linkPlaceholder')} type="url" inputMode="url" maxLength={500} optional />
      <TextField id={ids.email} label={labels.email} hint={t('emailHint')} registration={form.field('email')} error={form.errorOf('email')} type="email" autoComplete="email" maxLength={254} optional />
    </VisitorFormFrame>
  );
}
