'use client';

import { usePathname } from 'next/navigation';
import styles from './admin.module.css';

interface Props {
  label: string;
  current: string;
  /** The editions the account may edit: their own domain's origin, name and language. */
  editions: { id: string; origin: string; name: string; htmlLang: string }[];
}

/**
 * The switch to another edition the account may edit, on that edition's own domain, at the same section of the area
 * (an item's number means nothing on another edition, so `/admin/promotions/42` leads to `/admin/promotions`).
 */
export function EditionSwitch({ label, current, editions }: Props) {
  const section = (usePathname() ?? '/admin').split('/').slice(0, 3).join('/') || '/admin';
  return (
    <nav aria-label={label}>
      <ul className={styles.editions}>
        {editions.map((edition) => (
          <li key={edition.id}>
            <a href={`${edition.origin}${section}`} aria-current={edition.id === current ? 'page' : undefined} hrefLang={edition.htmlLang}>
              {edition.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
