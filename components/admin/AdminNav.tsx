'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { adminSections, type AdminSectionKey } from '@/lib/admin/sections';
import styles from './admin.module.css';

/** The statistics, open to every editor: after the content's sections, before the admins' tools. */
const withStats = (() => {
  const at = adminSections.findIndex((section) => section.key === 'media') + 1;
  return [...adminSections.slice(0, at), { href: '/admin/stats', key: 'stats' } as const, ...adminSections.slice(at)];
})();

/** The editors' sections, the current one marked for screen readers too. */
export function AdminNav({ labels, isAdmin }: { labels: Record<'nav' | AdminSectionKey, string>; isAdmin: boolean }) {
  const pathname = usePathname();
  const stats = useTranslations('admin.stats');
  return (
    <nav className={styles.nav} aria-label={labels.nav}>
      <ul>
        {withStats
          .filter((section) => isAdmin || !('admin' in section))
          .map((section) => {
            const current = section.href === '/admin' ? pathname === '/admin' : pathname.startsWith(section.href);
            return (
              <li key={section.href}>
                <Link href={section.href} aria-current={current ? 'page' : undefined}>
                  {section.key === 'stats' ? stats('nav') : labels[section.key]}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
