import Link from 'next/link';
import { useTranslations } from 'next-intl';

/** A feed's screen when it cannot show the feed: none with that number in the edition, or the API did not answer. */
export function FeedMissing({ failed }: { failed: boolean }) {
  const t = useTranslations('admin.feeds');
  return (
    <section className="panel" role={failed ? 'alert' : undefined}>
      <h1>{t(failed ? 'unavailableTitle' : 'missingTitle')}</h1>
      <p>{t(failed ? 'unavailableBody' : 'missingBody')}</p>
      <Link href="/admin/feeds">{t('backToList')}</Link>
    </section>
  );
}
