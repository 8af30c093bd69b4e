import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './admin.module.css';

/** Previous and next pages of an editors' list, keeping its other filters. */
export async function AdminPager({ path, query, page, count, size, namespace }: { path: string; query: Record<string, string>; page: number; count: number; size: number; namespace: 'admin.moderation' | 'admin.inbox' | 'admin.list' }) {
  const t = await getTranslations(namespace);
  const pages = Math.max(1, Math.ceil(count / size));
  if (pages <= 1) return null;
  const href = (n: number) => `${path}?${new URLSearchParams({ ...query, page: String(n) }).toString()}`;
  return (
    <nav className={styles.pager} aria-label={t('page', { page, pages })}>
      {page > 1 && <Link href={href(page - 1)}>{t('previous')}</Link>}
      <span>{t('page', { page, pages })}</span>
      {page < pages && <Link href={href(page + 1)}>{t('next')}</Link>}
    </nav>
  );
}
