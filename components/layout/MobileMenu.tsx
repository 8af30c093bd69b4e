'use client';

import Link from 'next/link';
import { useEffect, useId, useReducer, useRef } from 'react';
import styles from './Header.module.css';
import { MOBILE_MENU_CLOSE_MS, initialMobileMenu, isMenuSlidIn, isMenuVisible, mobileMenuReducer } from './mobile-menu-state';
import type { NavSection } from './nav-model';

interface Props {
  sections: NavSection[];
  labels: { open: string; close: string; title: string };
}

/** The burger menu under 768 px: sliding panel, one expanded section at a time, closes on a link. */
export function MobileMenu({ sections, labels }: Props) {
  const [state, dispatch] = useReducer(mobileMenuReducer, initialMobileMenu);
  const panelId = useId();
  const burger = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const visible = isMenuVisible(state.phase);

  useEffect(() => {
    if (state.phase === 'opening') {
      // One frame in the page before sliding, so the transition starts from the hidden position.
      const frame = requestAnimationFrame(() => dispatch({ type: 'shown' }));
      return () => cancelAnimationFrame(frame);
    }
    if (state.phase === 'open') closeButton.current?.focus();
    if (state.phase === 'closing') {
      const timer = setTimeout(() => dispatch({ type: 'hidden' }), MOBILE_MENU_CLOSE_MS);
      return () => clearTimeout(timer);
    }
  }, [state.phase]);

  useEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        dispatch({ type: 'close' });
        burger.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [visible]);

  const close = () => dispatch({ type: 'close' });

  return (
    <div className={styles.mobileOnly}>
      <button
        ref={burger}
        type="button"
        className={styles.burger}
        aria-expanded={state.phase === 'open' || state.phase === 'opening'}
        aria-controls={panelId}
        aria-label={labels.open}
        onClick={() => dispatch({ type: 'open' })}
      >
        <span aria-hidden="true" />
        <span aria-hidden="true" />
        <span aria-hidden="true" />
      </button>
      {visible && <div className={styles.backdrop} data-open={isMenuSlidIn(state.phase)} onClick={close} aria-hidden="true" />}
      <div
        id={panelId}
        className={styles.mobilePanel}
        data-open={isMenuSlidIn(state.phase)}
        hidden={!visible}
        role="dialog"
        aria-modal="true"
        aria-label={labels.title}
      >
        <div className={styles.mobilePanelHead}>
          <strong>{labels.title}</strong>
          <button ref={closeButton} type="button" className={styles.closeButton} aria-label={labels.close} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {/* The links exist only while the panel shows: hidden, they would only weigh down every page's HTML. */}
        {visible && (
          <ul className={styles.mobileSections}>
            {sections.map((section) => {
              const expanded = state.expanded === section.id;
              const listId = `${panelId}-${section.id}`;
              return (
                <li key={section.id}>
                  <button
                    type="button"
                    className={styles.sectionToggle}
                    aria-expanded={expanded}
                    aria-controls={listId}
                    onClick={() => dispatch({ type: 'toggleSection', id: section.id })}
                  >
                    {section.label}
                    <span aria-hidden="true" className={styles.chevron} data-expanded={expanded} />
                  </button>
                  <ul id={listId} className={styles.sectionLinks} hidden={!expanded}>
                    {section.allLabel && (
                      <li>
                        <Link href={section.href} onClick={close} className={styles.allLink}>
                          {section.allLabel}
                        </Link>
                      </li>
                    )}
                    {!section.allLabel && (
                      <li>
                        <Link href={section.href} onClick={close} className={styles.allLink}>
                          {section.label}
                        </Link>
                      </li>
                    )}
                    {section.links.map((link) => (
                      <li key={link.href}>
                        <Link href={link.href} onClick={close}>
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
