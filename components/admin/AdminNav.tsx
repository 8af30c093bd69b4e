'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import styles from './admin.module.css';

const sections = [
  { href: '/admin', key: 'dashboard' },
  { href: '/admin/moderation', key: 'moderation' },
  { href: '/admin/messages', key: 'inbox' },
] as const;

/** The editors' sections, the current one marked for screen readers too. */
export function AdminNav({ labels }: { labels: Record<'nav' | (typeof sections)[number]['key'], string> }) {
  const pathname = usePathname();
  return (
    <nav className={styles.nav} aria-label={labels.nav}>
      <ul>
        {sections.map((section) => {
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
