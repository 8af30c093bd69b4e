import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { AdminPager } from '@/components/admin/AdminPager';
import styles from '@/components/admin/admin.module.css';
import { Field } from '@/components/admin/form/Field';
import { RedirectionForm } from '@/components/admin/redirections/RedirectionForm';
import { RedirectionImport } from '@/components/admin/redirections/RedirectionImport';
import { RedirectionItem } from '@/components/admin/redirections/RedirectionItem';
import own from '@/components/admin/redirections/redirections.module.css';
import { ReservedToAdmins } from '@/components/admin/ReservedToAdmins';
import { searchText } from '@/lib/admin/list-query';
import { adminContext } from '@/lib/admin/session';
import { editorGet } from '@/lib/api/editor';
import { apiPath } from '@/lib/api/path';
import type { Paginated } from '@/lib/api/types/common';
import type { Redirection } from '@/lib/api/types/editor-admin';
import { pageNumber } from '@/lib/routing';
import type { PageSearchParams } from '@/lib/search-params';

const SIZE = 25;

/**
 * The edition's redirections, most recently changed first, or those whose paths contain the text searched: add one,
 * change or delete it in place, import a CSV of them, export them all.
 */
export default async function RedirectionsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const [t, format] = await Promise.all([getTranslations('admin.redirections'), getFormatter()]);
  if (session.role !== 'admin') return <ReservedToAdmins title={t('title')} reason={t('reserved')} />;
  const params = await searchParams;
  const q = searchText(params);
  const page = pageNumber(params.page);
  const list = await editorGet<Paginated<Redirection>>(session, q ? '/seo/redirections/search/' : '/seo/redirections/', edition.id, { page, size: SIZE, ...(q ? { q } : {}) }).catch(() => null);
  const updatedOn = (row: Redirection) => t('updatedOn', { date: format.dateTime(new Date(row.updated_at), { dateStyle: 'medium', timeStyle: 'short', timeZone: edition.timeZone }) });
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro', { brand: edition.brandName })}</p>
      <div className={own.panels}>
        <section className="panel" aria-labelledby="redirection-new">
          <h2 id="redirection-new">{t('newTitle')}</h2>
          <RedirectionForm edition={edition.id} />
        </section>
        <section className="panel">
          <RedirectionImport edition={edition.id} />
        </section>
      </div>
      <div className={own.toolbar}>
        <form role="search" action="/admin/redirections" className={own.search}>
          <Field id="redirection-search" label={t('searchLabel')}>
            <input id="redirection-search" name="q" type="search" defaultValue={q} maxLength={200} placeholder={t('searchPlaceholder')} />
          </Field>
          <button type="submit" className="button">
            {t('search')}
          </button>
          {q && <Link href="/admin/redirections">{t('clearSearch')}</Link>}
        </form>
        <a href={apiPath('/seo/redirections/export/', edition.id)} download className={`${styles.secondary} ${own.export}`}>
          {t('export')}
        </a>
      </div>
      {!list ? (
        <p role="alert" className={styles.error}>
          {t('unavailable')}
        </p>
      ) : (
        <>
          <p className={styles.meta} role="status">
            {q ? t('results', { count: list.count, q }) : t('total', { count: list.count })}
          </p>
          {list.results.length === 0 ? (
            <p className="panel">{q ? t('noResults') : t('empty')}</p>
          ) : (
            <ul className={styles.list}>
              {list.results.map((row) => (
                <RedirectionItem key={`${row.id}-${row.updated_at}`} edition={edition.id} redirection={row} updatedOn={updatedOn(row)} />
              ))}
            </ul>
          )}
          <AdminPager path="/admin/redirections" query={q ? { q } : {}} page={page} count={list.count} size={SIZE} namespace="admin.list" />
        </>
      )}
    </>
  );
}
