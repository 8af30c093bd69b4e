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
  hash,
}: {
  pathname: string;
  page: number;
  pages: number;
  /** Other query parameters of the list, kept on every link. */
  params?: Record<string, string | undefined>;
  /** The list's element id: a page of a list lower on the page opens at the list, not at the top. */
  hash?: string;
}) {
  if (pages <= 1) return null;
  const t = await getTranslations('pagination');
  const links = paginationLinks(pathname, page, pages, params);
  const anchor = (href: string | null) => (href && hash ? `${href}#${hash}` : href);
  const [previous, next] = [anchor(links.previous), anchor(links.next)];
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
