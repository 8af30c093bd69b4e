import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { paginationLinks } from '@/lib/pagination';
import styles from './Pagination.module.css';

/**
 * Previous / next links of a paginated list and "Page X sur Y". Plain links (`?page=N`, none for page 1): the
 * list pages through without JavaScript. Nothing is shown for a single page.
 */
export async function Pagination({
  pathname,
  page,
  pages,
  params,
}: {
  pathname: string;
  page: number;
  pages: number;
  /** Other query parameters of the list, kept on every link. */
  params?: Record<string, string | undefined>;
}) {
  if (pages <= 1) return null;
  const t = await getTranslations('pagination');
  const { previous, next } = paginationLinks(pathname, page, pages, params);
  return (
    <nav aria-label={t('label')} className={styles.pagination}>
      {previous ? (
        <Link href={previous} rel="prev" className={styles.link}>
          <span aria-hidden="true">←</span> {t('previous')}
        </Link>
      ) : (
        <span className={styles.placeholder} aria-hidden="true" />
      )}
      <p className={styles.status}>
        {t('page', { page, pages })}
      </p>
      {next ? (
        <Link href={next} rel="next" className={styles.link}>
          {t('next')} <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className={styles.placeholder} aria-hidden="true" />
      )}
    </nav>
  );
}
