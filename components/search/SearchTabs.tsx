import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { searchKinds, type SearchKind } from '@/lib/search/contract';
import { searchPageHref } from './query';
import styles from './search.module.css';

/** "Tout (34) · Boutiques (3) · …": one link per kind with its count; kinds that found nothing are left out. */
export async function SearchTabs({ path, query, counts, total, active }: { path: string; query: string; counts: Record<SearchKind, number>; total: number; active: SearchKind | null }) {
  const t = await getTranslations('pages.search');
  const tabs = [
    { key: 'all', label: t('all'), count: total, href: searchPageHref(path, query), current: active === null },
    ...searchKinds.map((kind) => ({ key: kind, label: t(`kinds.${kind}`), count: counts[kind], href: searchPageHref(path, query, kind), current: active === kind })),
  ];
  return (
    <nav aria-label={t('kindsLabel')} className={styles.tabs}>
      <ul>
        {tabs
          .filter((tab) => tab.count > 0 || tab.current)
          .map((tab) => (
            <li key={tab.key}>
              <Link href={tab.href} aria-current={tab.current ? 'page' : undefined} className={styles.tab} data-kind={tab.key}>
                {tab.label} <span className={styles.count}>{tab.count}</span>
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
