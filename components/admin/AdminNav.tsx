'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import styles from './admin.module.css';

/** Every section of the editors' area; `admin` ones are shown to admins only (the API refuses editors anyway). */
export const adminSections = [
  { href: '/admin', key: 'dashboard' },
  { href: '/admin/promotions', key: 'promotions' },
  { href: '/admin/stores', key: 'stores' },
  { href: '/admin/posts', key: 'posts' },
  { href: '/admin/pages', key: 'pages' },
  { href: '/admin/media', key: 'media' },
  { href: '/admin/redirections', key: 'redirections', admin: true },
  { href: '/admin/moderation', key: 'moderation' },
  { href: '/admin/messages', key: 'inbox' },
  { href: '/admin/audit', key: 'audit', admin: true },
  { href: '/admin/robots', key: 'robots', admin: true },
  { href: '/admin/accounts', key: 'accounts', admin: true },
] as const;

export type AdminSectionKey = (typeof adminSections)[number]['key'];

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
