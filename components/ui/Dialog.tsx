'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './Dialog.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The dialog's focusable elements in tab order (hidden ones excluded where the browser can tell). */
function focusableWithin(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true');
}

/**
 * A modal dialog: role="dialog" with aria-modal, labelled by its title; focus moves in on open, Tab and
 * Shift+Tab cycle inside, Escape and the backdrop close it, and focus returns to what had it before. The rest
 * of the page is made `inert` while it is open, so neither keyboard nor screen reader can wander behind it.
 * (A custom element rather than <dialog>.showModal(): the same behaviour everywhere, jsdom included.)
 */
export function Dialog({
  title,
  closeLabel,
  onClose,
  children,
  initialFocus,
}: {
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** A selector inside the dialog for the element to focus first (default: the first focusable one). */
  initialFocus?: string;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current?.closest<HTMLElement>('[data-dialog-root]');
    const others = Array.from(document.body.children).filter((el): el is HTMLElement => el instanceof HTMLElement && el !== root && !el.inert);
    for (const el of others) el.inert = true;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const first = (initialFocus && panel.current?.querySelector<HTMLElement>(initialFocus)) || (panel.current && focusableWithin(panel.current)[0]);
    (first ?? panel.current)?.focus();
    return () => {
      for (const el of others) el.inert = false;
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = focusableWithin(panel.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !panel.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panel.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={styles.backdrop} data-dialog-root="" onMouseDown={(event) => event.target === event.currentTarget && onCloseRef.current()}>
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.panel} tabIndex={-1} onKeyDown={onKeyDown}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={() => onCloseRef.current()} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
