import Link from 'next/link';
import type { HeadingCategory } from '@/lib/api/types/categories';
import type { EditionId } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import styles from './categories.module.css';

/** The heading categories as panels: the category, then its first children as chips. */
export function HeadingCategories({ edition, categories }: { edition: EditionId; categories: HeadingCategory[] }) {
  return (
    <div className={styles.headings}>
      {categories.map((heading) => (
        <div key={heading.id} className="panel">
          <h3 className={styles.headingName}>
            <Link href={entityPath(edition, 'category', [heading.slug])}>{heading.name}</Link>
          </h3>
          {heading.children_categories.length > 0 && (
            <ul className="chips">
              {heading.children_categories.map((child) => (
                <li key={child.id}>
                  <Link href={entityPath(edition, 'subcategory', [heading.slug, child.slug])}>{child.name}</Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}
