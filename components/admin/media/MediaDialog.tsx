'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import adminStyles from '../admin.module.css';
import styles from './media.module.css';

interface Props {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** `alertdialog` for a question that needs an answer (a deletion). */
  role?: 'dialog' | 'alertdialog';
  /** A selector inside the dialog for what takes the focus first (default: the browser's choice, the first control). */
  initialFocus?: string;
  wide?: boolean;
  /** The id of what the dialog asks or explains, read with its title. */
  describedBy?: string;
}

/**
 * A native modal `<dialog>`, open while mounted: the browser keeps focus and the screen reader inside, Escape
 * closes it, and focus goes back to what opened it. A click on the backdrop closes it too.
 */
export function MediaDialog({ title, closeLabel, onClose, children, role = 'dialog', initialFocus, wide, describedBy }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    if (initialFocus) dialog.querySelector<HTMLElement>(initialFocus)?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // Browsers return focus on close(), not when the dialog leaves the page with its owner's state.
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-modal="true"
      className={wide ? `${styles.dialog} ${styles.dialogWide}` : styles.dialog}
      onClose={() => onCloseRef.current()}
      onClick={(event) => event.target === event.currentTarget && onCloseRef.current()}
    >
      <div className={styles.dialogBody}>
        <div className={styles.dialogHead}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          <button type="button" className={adminStyles.secondary} onClick={() => onCloseRef.current()} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
