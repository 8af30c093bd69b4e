import { getFormatter, getTranslations } from 'next-intl/server';
import styles from '@/components/admin/admin.module.css';
import { AccountCreateForm } from '@/components/admin/accounts/AccountCreateForm';
import { AccountItem } from '@/components/admin/accounts/AccountItem';
import own from '@/components/admin/accounts/accounts.module.css';
import { ReservedToAdmins } from '@/components/admin/ReservedToAdmins';
import { adminContext } from '@/lib/admin/session';
import { editorGet } from '@/lib/api/editor';
import type { Paginated } from '@/lib/api/types/common';
import type { EditorAccountRow } from '@/lib/api/types/editor-admin';

/** The editor accounts, for admins: who may sign in, with which role, on which editions. */
export default async function AccountsPage() {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const [t, format] = await Promise.all([getTranslations('admin.accounts'), getFormatter()]);
  if (session.role !== 'admin') return <ReservedToAdmins title={t('title')} reason={t('reserved')} />;
  const accounts = await editorGet<Paginated<EditorAccountRow>>(session, '/editor_accounts/', edition.id).catch(() => null);
  const createdOn = (row: EditorAccountRow) => t('createdOn', { date: format.dateTime(new Date(row.created_at), { dateStyle: 'long', timeZone: edition.timeZone }) });
  return (
    <div className={own.layout}>
      <div>
        <h1>{t('title')}</h1>
        <p className="lead">{t('intro')}</p>
      </div>
      <section className="panel">
        <AccountCreateForm edition={edition.id} />
      </section>
      {!accounts ? (
        <p role="alert" className={styles.error}>
          {t('unavailable')}
        </p>
      ) : (
        <section aria-labelledby="accounts-list">
          <h2 id="accounts-list">{t('count', { count: accounts.count })}</h2>
          <ul className={styles.list}>
            {accounts.results.map((row) => (
              <AccountItem key={`${row.id}-${row.updated_at}`} edition={edition.id} account={row} self={row.email === session.email.toLowerCase()} createdOn={createdOn(row)} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
