import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { shouldShowBreadcrumbs, type Crumb } from '@/lib/breadcrumbs';
import type { EditionId } from '@/lib/editions';
import { breadcrumbListJsonLd } from '@/lib/json-ld/page';
import { JsonLd } from '@/components/ui/JsonLd';
import styles from './Breadcrumbs.module.css';

/** Shown only with more than one item and all named; the last item is the current page, not a link. */
export async function Breadcrumbs({ edition, items }: { edition: EditionId; items: Crumb[] }) {
  if (!shouldShowBreadcrumbs(items)) return null;
  const t = await getTranslations('breadcrumbs');
  return (
    <>
      <nav aria-label={t('label')} className={styles.breadcrumbs}>
        <ol>
          {items.map((item, index) => {
            const last = index === items.length - 1;
            return (
              <li key={`${index}-${item.name}`}>
                {last || !item.url ? (
                  <span aria-current={last ? 'page' : undefined}>{item.name}</span>
                ) : (
                  <Link href={item.url}>{item.name}</Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbListJsonLd(edition, items.map((item) => ({ name: item.name, url: item.url ?? undefined })))} />
    </>
  );
}
