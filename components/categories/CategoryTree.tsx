import Link from 'next/link';
import type { EditionId } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import type { CategoryNode } from '@/lib/category-tree';
import styles from './categories.module.css';

function Branch({ edition, nodes }: { edition: EditionId; nodes: CategoryNode[] }) {
  return (
    <ul className={styles.branch}>
      {nodes.map((node) => (
        <li key={node.id}>
          <Link href={entityPath(edition, 'subcategory', node.slugs)}>{node.name}</Link>
          {node.children.length > 0 && <Branch edition={edition} nodes={node.children} />}
        </li>
      ))}
    </ul>
  );
}

/** Every category: one block per root category, its sub-categories (and theirs) nested below. */
export function CategoryTree({ edition, roots }: { edition: EditionId; roots: CategoryNode[] }) {
  return (
    <ul className={styles.roots}>
      {roots.map((root) => (
        <li key={root.id} className={`panel ${styles.root}`}>
          <h3 className={styles.rootName}>
            {root.icon && (
              // eslint-disable-next-line @next/next/no-img-element -- SVG category icons
              <img src={root.icon} alt="" width={32} height={32} loading="lazy" className={styles.icon} />
            )}
            <Link href={entityPath(edition, 'category', root.slugs)}>{root.name}</Link>
          </h3>
          {root.children.length > 0 && <Branch edition={edition} nodes={root.children} />}
        </li>
      ))}
    </ul>
  );
}
