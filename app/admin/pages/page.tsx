import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ListTable } from '@/components/admin/list/ListTable';
import { ListHeading } from '@/components/admin/list/ListHeading';
import styles from '@/components/admin/list/list.module.css';
import { readItem } from '@/lib/admin/item-screen';
import { adminContext } from '@/lib/admin/session';
import { staticPageRoute } from '@/lib/admin/static-pages';
import type { EditorPage } from '@/lib/api/types/editor-pages';
import { pageIdentifiers } from '@/lib/pages/identifiers';
import { staticPath } from '@/lib/routing';

/** The edition's static pages (about, FAQ, terms…): where each stands, a version waiting or not, and its form. */
export default async function PagesPage() {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const [t, ts, format] = await Promise.all([getTranslations('admin.pages'), getTranslations('admin.pageForm'), getFormatter()]);
  // In preview, each page answers with its waiting version and where it stands; 404: the edition has no such page.
  const pages = await Promise.all(
    pageIdentifiers.map(async (identifier) => ({
      identifier,
      page: await readItem<EditorPage>(session, `/pages/${identifier}/`, edition.id, { preview: 1 }),
    })),
  );
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: edition.timeZone });
  return (
    <>
      <ListHeading title={t('title')} />
      <p className={styles.muted}>{t('intro')}</p>
      <ListTable
        caption={t('title')}
        columns={[t('columns.page'), t('columns.address'), t('columns.status'), t('columns.updated')]}
        rows={pages.map(({ identifier, page }) => {
          const path = staticPath(edition.id, staticPageRoute(identifier));
          const name = ts(`names.${identifier}`);
          return {
            id: identifier,
            cells: [
              page && page !== 'failed' ? <Link href={`/admin/pages/${identifier}`}>{name}</Link> : name,
              path ? <code>{path}</code> : '—',
              page === 'failed' ? (
                <span role="alert">{t('unavailable')}</span>
              ) : page === null ? (
                <span className={styles.muted}>{t('absent')}</span>
              ) : (
                <>
                  <span className={styles.badge} data-status={page.status}>
                    {ts(`state.${page.status}`)}
                  </span>
                  {page.status === 'scheduled' && page.publish_at && <span className={styles.muted}> {t('onlineOn', { date: when(page.publish_at) })}</span>}
                </>
              ),
              page && page !== 'failed' ? when(page.updated_at) : '—',
            ],
          };
        })}
      />
    </>
  );
}
