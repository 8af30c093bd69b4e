'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { adminSections, type AdminSectionKey } from '@/lib/admin/sections';
import styles from './admin.module.css';

/** The editors' sections, the current one marked for screen readers too. */
export function AdminNav({ labels, isAdmin }: { labels: Record<'nav' | AdminSectionKey, string>; isAdmin: boolean }) {
  const pathname = usePathname();
  return (
    <nav className={styles.nav} aria-label={labels.nav}>
      <ul>
        {adminSections
          .filter((section) => isAdmin || !('admin' in section))
          .map((section) => {
            const current = section.href === '/admin' ? pathname === '/admin' : pathname.startsWith(section.href);
            return (
              <li key={section.href}>
                <Link href={section.href} aria-current={current ? 'page' : undefined}>
                  {labels[section.key]}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
