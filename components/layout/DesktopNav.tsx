'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import styles from './Header.module.css';
import type { NavSection } from './nav-model';

interface Props {
  sections: NavSection[];
  label: string;
  /** Accessible name of each submenu button, by section label (functions cannot cross to a client component). */
  submenuLabels: Record<string, string>;
}

/**
 * Desktop menus: each entry is a plain link (works without JavaScript) with a submenu shown on
 * hover and on keyboard focus (CSS), plus a disclosure button for keyboard and screen-reader users; Escape
 * closes and returns focus to the button.
 */
export function DesktopNav({ sections, label, submenuLabels }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const button = nav.current?.querySelector<HTMLButtonElement>(`[data-section="${open}"]`);
      setOpen(null);
      button?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  return (
    <nav ref={nav} className={styles.desktopNav} aria-label={label}>
      <ul className={styles.menuBar}>
        {sections.map((section) => {
          const expanded = open === section.id;
          const submenuId = `submenu-${section.id}`;
          return (
            <li
              key={section.id}
              className={styles.menuItem}
              data-open={expanded}
              onMouseLeave={() => expanded && setOpen(null)}
            >
              <Link href={section.href} className={styles.menuLink} onClick={() => setOpen(null)}>
                {section.label}
              </Link>
              {section.links.length > 0 && (
                <>
                  <button
                    type="button"
                    className={styles.submenuToggle}
                    data-section={section.id}
                    aria-expanded={expanded}
                    aria-controls={submenuId}
                    aria-label={submenuLabels[section.label]}
                    onClick={() => setOpen(expanded ? null : section.id)}
                  >
                    <span aria-hidden="true" className={styles.chevron} data-expanded={expanded} />
                  </button>
                  <ul id={submenuId} className={styles.submenu} data-wide={section.links.length > 10}>
                    {section.links.map((link) => (
                      <li key={link.href}>
                        <Link href={link.href} onClick={() => setOpen(null)}>
                          {link.label}
                        </Link>
                      </li>
                    ))}
                    {section.allLabel && (
                      <li className={styles.submenuAll}>
                        <Link href={section.href} onClick={() => setOpen(null)}>
                          {section.allLabel}
                        </Link>
                      </li>
                    )}
                  </ul>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
