'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { Redirection } from '@/lib/api/types/editor-admin';
import type { EditionId } from '@/lib/editions';
import { ActionButtons } from '../ActionButtons';
import styles from '../admin.module.css';
import { RedirectionForm } from './RedirectionForm';
import own from './redirections.module.css';

/** One redirection of the list: where it leads, how, since when; changed in place, or deleted once confirmed. */
export function RedirectionItem({ edition, redirection, updatedOn }: { edition: EditionId; redirection: Redirection; updatedOn: string }) {
  const t = useTranslations('admin.redirections');
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  if (editing) {
    return (
      <li className={styles.item}>
        <h2 className={own.path}>{t('editTitle', { path: redirection.old_path })}</h2>
        <RedirectionForm
          edition={edition}
          redirection={redirection}
          onClose={() => {
            setEditing(false);
            // Back to where the editor was, rather than the top of the page.
            requestAnimationFrame(() => editButton.current?.focus());
          }}
        />
      </li>
    );
  }

  return (
    <li className={`${styles.item} ${own.item}`}>
      <div className={own.route}>
        <h2 className={own.path}>{redirection.old_path}</h2>
        <span aria-hidden="true" className={own.arrow}>
          →
        </span>
        <span className="visually-hidden">{t('leadsTo')}</span>
        <span className={own.target}>{redirection.new_path}</span>
      </div>
      <p className={styles.meta}>
        <span className={own.badge}>{t(redirection.status_code === 302 ? 'temporary' : 'permanent')}</span> {updatedOn}
      </p>
      <ActionButtons
        edition={edition}
        words={{ failed: (reason) => t('deleteFailed', { reason }), network: t('network'), gone: t('alreadyDeleted') }}
        actions={[{ label: t('delete'), method: 'DELETE', path: `/seo/redirections/${redirection.id}/`, confirm: t('confirmDelete', { path: redirection.old_path }), danger: true, done: () => t('deleted', { path: redirection.old_path }) }]}
      >
        <button ref={editButton} type="button" className={styles.secondary} onClick={() => setEditing(true)} aria-label={t('editOne', { path: redirection.old_path })}>
          {t('edit')}
        </button>
      </ActionButtons>
    </li>
  );
}
