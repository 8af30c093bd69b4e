import { getTranslations } from 'next-intl/server';
import { AdminPager } from '@/components/admin/AdminPager';
import styles from '@/components/admin/admin.module.css';
import { ConversionUploadForm } from '@/components/admin/conversions/ConversionUploadForm';
import own from '@/components/admin/conversions/conversions.module.css';
import { UploadList } from '@/components/admin/conversions/UploadList';
import { ReservedToAdmins } from '@/components/admin/ReservedToAdmins';
import { StatsTabs } from '@/components/admin/stats/StatsTabs';
import { adminContext } from '@/lib/admin/session';
import type { ConversionUploadPage } from '@/lib/api/conversions';
import { editorGet } from '@/lib/api/editor';
import { pageNumber } from '@/lib/routing';
import type { PageSearchParams } from '@/lib/search-params';

const SIZE = 20;

/** The networks' conversion reports: an admin uploads one and reads what it did; below, the last uploads. */
export default async function ConversionsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const t = await getTranslations('admin.conversions');
  if (session.role !== 'admin') return <ReservedToAdmins title={t('title')} reason={t('reserved')} />;
  const page = pageNumber((await searchParams).page);
  const list = await editorGet<ConversionUploadPage>(session, '/stats/conversions/uploads/', edition.id, { page, size: SIZE }).catch(() => null);
  return (
    <div className={own.page}>
      <h1>{t('title')}</h1>
      <StatsTabs current="conversions" withConversions />
      <p className="lead">{t('intro', { brand: edition.brandName })}</p>
      <section className="panel">
        <ConversionUploadForm edition={{ id: edition.id, timeZone: edition.timeZone }} />
      </section>
      <section className={own.section} aria-labelledby="conversion-uploads">
        <h2 id="conversion-uploads">{t('uploadsTitle')}</h2>
        {!list ? (
          <p role="alert" className={styles.error}>
            {t('uploadsUnavailable')}
          </p>
        ) : list.count === 0 ? (
          <p className="panel">{t('uploadsEmpty')}</p>
        ) : (
          <>
            <p className={own.meta}>{t('uploadsCount', { count: list.count })}</p>
            <UploadList uploads={list.results} timeZone={edition.timeZone} caption={t('uploadsTitle')} />
            <AdminPager path="/admin/stats/conversions" query={{}} page={page} count={list.count} size={SIZE} namespace="admin.list" />
          </>
        )}
      </section>
    </div>
  );
}
