import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

/** An item's screen when it cannot show the item: none with that number in the edition, or the API did not answer. */
export async function MissingItem({ namespace, back, failed }: { namespace: 'admin.storeForm' | 'admin.postForm' | 'admin.pageForm' | 'admin.promotionForm'; back: string; failed: boolean }) {
  const t = await getTranslations(namespace);
  return (
    <section className="panel" role={failed ? 'alert' : undefined}>
      <h1>{t(failed ? 'unavailableTitle' : 'missingTitle')}</h1>
      <p>{t(failed ? 'unavailableBody' : 'missingBody')}</p>
      <Link href={back}>{t('backToList')}</Link>
    </section>
  );
}
