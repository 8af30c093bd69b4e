import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AdminPager } from '@/components/admin/AdminPager';
import styles from '@/components/admin/admin.module.css';
import { LibraryUploader } from '@/components/admin/media/LibraryUploader';
import { MediaGrid } from '@/components/admin/media/MediaGrid';
import mediaStyles from '@/components/admin/media/media.module.css';
import { searchText } from '@/lib/admin/list-query';
import { adminContext } from '@/lib/admin/session';
import { editorGet } from '@/lib/api/editor';
import { ApiRequestError } from '@/lib/api/path';
import type { MediaPage } from '@/lib/api/types/media';
import { pageNumber } from '@/lib/routing';
import type { PageSearchParams } from '@/lib/search-params';

const SIZE = 24;

/** The media library, shared by the three editions: upload, newest first or searched by name, copy an address, delete. */
export default async function MediaLibraryPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const params = await searchParams;
  const q = searchText(params);
  const page = pageNumber(params.page);
  const t = await getTranslations('admin.media');
  const list = await editorGet<MediaPage>(session, q ? '/media_storage/search_by_name/' : '/media_storage/', edition.id, { page, size: SIZE, ...(q ? { name: q } : {}) }).catch(
    // A page past the last (its files were deleted) is no failure of the library: the first page is a click away.
    (error: unknown) => (error instanceof ApiRequestError && error.status === 404 ? 'beyond' : null),
  );
  const query: Record<string, string> = q ? { q } : {};
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <LibraryUploader edition={edition.id} />
      <section className={mediaStyles.library} aria-labelledby="media-files">
        <h2 id="media-files">{t('files')}</h2>
        <form role="search" method="get" action="/admin/media" className={mediaStyles.search}>
          <label htmlFor="media-q">{t('searchLabel')}</label>
          <input id="media-q" name="q" type="search" defaultValue={q} maxLength={200} />
          <button type="submit" className={styles.secondary}>
            {t('search')}
          </button>
          {q && <Link href="/admin/media">{t('clearSearch')}</Link>}
        </form>
        {list === null ? (
          <p role="alert" className={styles.error}>
            {t('unavailable')}
          </p>
        ) : list === 'beyond' ? (
          <p className="panel">
            {t('beyond')} <Link href={q ? `/admin/media?${new URLSearchParams({ q }).toString()}` : '/admin/media'}>{t('firstPage')}</Link>
          </p>
        ) : list.results.length === 0 ? (
          <p className="panel">{q ? t('noMatch', { q }) : t('empty')}</p>
        ) : (
          <>
            <p className={styles.meta}>{q ? t('matches', { count: list.count, q }) : t('count', { count: list.count })}</p>
            <MediaGrid edition={edition} files={list.results} label={t('files')} />
            {/* The pager's words are the same on every list; the inbox's carry them. */}
            <AdminPager path="/admin/media" query={query} page={page} count={list.count} size={SIZE} namespace="admin.inbox" />
          </>
        )}
      </section>
    </>
  );
}
