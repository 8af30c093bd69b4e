import Link from 'next/link';
import styles from './admin.module.css';

/** A row of filters of an editors' list, as links: the one in force is marked for screen readers too. */
export function AdminTabs({ label, tabs }: { label?: string; tabs: { href: string; label: string; current: boolean }[] }) {
  return (
    <ul className={`chips ${styles.tabs}`} aria-label={label}>
      {tabs.map((tab) => (
        <li key={tab.href}>
          <Link href={tab.href} aria-current={tab.current ? 'page' : undefined}>
            {tab.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
