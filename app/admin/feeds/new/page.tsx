import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { FeedForm } from '@/components/admin/feeds/FeedForm';
import own from '@/components/admin/feeds/feeds.module.css';
import { ReservedToAdmins } from '@/components/admin/ReservedToAdmins';
import { adminContext } from '@/lib/admin/session';

/** A new feed of the edition: its network, address, schedule, credentials and, for a generic file, its columns. */
export default async function NewFeedPage() {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const t = await getTranslations('admin.feeds');
  if (session.role !== 'admin') return <ReservedToAdmins title={t('form.newTitle')} reason={t('reserved')} />;
  return (
    <div className={own.page}>
      <p className={own.back}>
        <Link href="/admin/feeds">{t('backToList')}</Link>
      </p>
      <h1>{t('form.newTitle')}</h1>
      <p className="lead">{t('form.newIntro')}</p>
      <FeedForm edition={{ id: edition.id, timeZone: edition.timeZone }} feed={null} />
    </div>
  );
}
