import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { EditorSession } from '@/lib/api/editor';
import { mayEdit } from '@/lib/api/editor';
import { editionIds, editions, type Edition } from '@/lib/editions';
import { adminSections } from '@/lib/admin/sections';
import { AdminNav } from './AdminNav';
import { EditionSwitch } from './EditionSwitch';
import { AdminToast } from './AdminToast';
import { LogoutButton } from './LogoutButton';
import styles from './admin.module.css';

/**
 * The editors' frame: the edition and a switch to the others the account may edit (on their own domain), who is
 * signed in and the logout, the sections, then the screen.
 */
export async function AdminShell({ edition, session, children }: { edition: Edition; session: EditorSession; children: ReactNode }) {
  const t = await getTranslations('admin.shell');
  const others = editionIds.filter((id) => mayEdit(session, id));
  return (
    <>
      <a href="#admin-main" className="skip-link">
        {t('skip')}
      </a>
      <header className={styles.bar}>
        <div className={`container ${styles.barInner}`}>
          <Link href="/admin" className={styles.brand}>
            {t('title', { brand: edition.brandName })}
          </Link>
          {others.length > 1 && (
            <EditionSwitch
              label={t('edition')}
              current={edition.id}
              editions={others.map((id) => ({ id, origin: editions[id].origin, name: editions[id].brandName, htmlLang: editions[id].htmlLang }))}
            />
          )}
          <div className={styles.account}>
            <span>{t('signedInAs', { email: session.email })}</span>
            <Link href="/" prefetch={false}>{t('viewSite')}</Link>
            <LogoutButton edition={edition.id} label={t('logout')} className={styles.secondary} />
          </div>
        </div>
      </header>
      <AdminNav labels={{ nav: t('nav'), ...Object.fromEntries(adminSections.map(({ key }) => [key, t(key)])) } as Parameters<typeof AdminNav>[0]['labels']} isAdmin={session.role === 'admin'} />
      <main id="admin-main" tabIndex={-1} className={`container ${styles.main}`}>
        <AdminToast />
        {children}
      </main>
    </>
  );
}
