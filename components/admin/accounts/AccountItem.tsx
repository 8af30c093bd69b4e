'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { EditorAccountRow } from '@/lib/api/types/editor-admin';
import { editions, type EditionId } from '@/lib/editions';
import { ActionButtons } from '../ActionButtons';
import styles from '../admin.module.css';
import { AccountAccessForm } from './AccountAccessForm';
import { AccountPasswordForm } from './AccountPasswordForm';
import own from './accounts.module.css';

interface Props {
  edition: EditionId;
  account: EditorAccountRow;
  /** The signed-in admin's own account: neither deleted nor demoted from here. */
  self: boolean;
  createdOn: string;
}

/** An account: its role and editions, changed in place; a new password; deleted once confirmed. */
export function AccountItem({ edition, account, self, createdOn }: Props) {
  const t = useTranslations('admin.accounts');
  const [open, setOpen] = useState<'access' | 'password' | null>(null);
  const accessButton = useRef<HTMLButtonElement>(null);
  const passwordButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    const opener = open === 'access' ? accessButton.current : passwordButton.current;
    setOpen(null);
    // Back to the button that opened the form, rather than the top of the page.
    requestAnimationFrame(() => opener?.focus());
  };
  const where = account.editions === null ? t('allEditions') : account.editions.map((id) => editions[id].brandName).join(', ');

  return (
    <li className={styles.item}>
      <h2 className={own.email}>
        {account.email}
        {self && <span className={own.you}> · {t('you')}</span>}
      </h2>
      <p className={styles.meta}>
        <span className={own.role}>{t(`roles.${account.role}`)}</span> · {where} · {createdOn}
      </p>
      {self && <p className={styles.meta}>{t('selfRules')}</p>}
      <ActionButtons
        edition={edition}
        words={{ failed: (reason) => t('deleteFailed', { reason }), network: t('network'), gone: t('gone') }}
        actions={self ? [] : [{ label: t('delete'), method: 'DELETE', path: `/editor_accounts/${account.id}/`, confirm: t('confirmDelete', { email: account.email }), danger: true, done: () => t('deleted', { email: account.email }) }]}
      >
        <button ref={accessButton} type="button" className={styles.secondary} aria-expanded={open === 'access'} onClick={() => setOpen(open === 'access' ? null : 'access')}>
          {t('edit')}
        </button>
        <button ref={passwordButton} type="button" className={styles.secondary} aria-expanded={open === 'password'} onClick={() => setOpen(open === 'password' ? null : 'password')}>
          {t('resetPassword')}
        </button>
      </ActionButtons>
      {open === 'access' && <AccountAccessForm edition={edition} account={account} self={self} onClose={close} />}
      {open === 'password' && <AccountPasswordForm edition={edition} account={account} self={self} onClose={close} />}
    </li>
  );
}
