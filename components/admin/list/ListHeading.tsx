import type { ReactNode } from 'react';
import styles from './list.module.css';

/** A list screen's title, and beside it what can be started from the list (a new item). */
export function ListHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.heading}>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
