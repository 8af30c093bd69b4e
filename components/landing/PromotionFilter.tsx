import Link from 'next/link';
import type { PromotionFilterLink } from './promotion-filter';
import styles from './landing.module.css';

/**
 * The type filter of a promotion list as plain links (it works without JavaScript and each filter has its own
 * URL); the active one carries `aria-current="page"`. Labels come from the caller, counts included.
 */
export function PromotionFilter({ label, links }: { label: string; links: (PromotionFilterLink & { label: string })[] }) {
  return (
    <nav aria-label={label} className={styles.filter}>
      <ul>
        {links.map((link) => (
          <li key={link.type}>
            <Link href={link.href} aria-current={link.current ? 'page' : undefined} className={styles.filterLink} data-type={link.type}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
