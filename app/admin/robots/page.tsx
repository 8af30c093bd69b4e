import { getFormatter, getTranslations } from 'next-intl/server';
import styles from '@/components/admin/admin.module.css';
import { RobotsEditor } from '@/components/admin/robots/RobotsEditor';
import own from '@/components/admin/robots/robots.module.css';
import { ReservedToAdmins } from '@/components/admin/ReservedToAdmins';
import { adminContext } from '@/lib/admin/session';
import { editorApiResponse } from '@/lib/api/transport';
import { defaultRobotsTxt } from '@/lib/sitemap/robots';

/** The edition's saved robots.txt, or none (404: the default is served), or no answer at all. */
async function currentFile(...args: Parameters<typeof editorApiResponse>): Promise<{ text: string; changed: Date | null } | 'default' | null> {
  const res = await editorApiResponse(...args).catch(() => null);
  if (res?.status === 404) return 'default';
  if (!res?.ok) return null;
  const changed = res.headers.get('last-modified');
  return { text: await res.text(), changed: changed ? new Date(changed) : null };
}

/** The edition's robots.txt, for admins: what the site serves now, to change and save whole. */
export default async function RobotsPage() {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const [t, format] = await Promise.all([getTranslations('admin.robots'), getFormatter()]);
  if (session.role !== 'admin') return <ReservedToAdmins title={t('title')} reason={t('reserved')} />;
  const defaultText = defaultRobotsTxt(edition.id);
  const file = await currentFile('/file_storage/download_robots/', edition.id, session.token);
  const status =
    file === 'default'
      ? t('defaultServed')
      : file === null
        ? t('unavailable')
        : file.changed && t('custom', { brand: edition.brandName, date: format.dateTime(file.changed, { dateStyle: 'long', timeStyle: 'short', timeZone: edition.timeZone }) });
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro', { brand: edition.brandName })}</p>
      {status && (
        <p className={`${own.status} ${file === null ? styles.error : styles.notice}`} role={file === null ? 'alert' : undefined}>
          {status}
        </p>
      )}
      <section className="panel">
        <RobotsEditor edition={edition.id} initial={file === 'default' ? defaultText : (file?.text ?? '')} defaultText={defaultText} />
        <p>
          <a href="/robots.txt" target="_blank" rel="noopener">
            {t('view')} <span className="visually-hidden">{t('newTab')}</span>
          </a>
        </p>
      </section>
    </>
  );
}
