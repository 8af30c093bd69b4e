import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

/** An address of the editors' area that leads nowhere (a mistyped link, a screen that no longer exists). */
export default async function AdminNotFound() {
  const t = await getTranslations('admin.notFound');
  return (
    <section className="panel">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <Link href="/admin">{t('back')}</Link>
    </section>
  );
}
