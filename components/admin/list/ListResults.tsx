import type { ReactNode } from 'react';
import styles from './list.module.css';

interface Props<L extends { results: readonly unknown[] }> {
  /** What the API listed; null when it could not be reached. */
  list: L | null;
  unavailable: string;
  empty: string;
  /** How many there are in all (« 42 articles »), said above the rows. */
  count?: string;
  children: (list: L) => ReactNode;
}

/** An editors' list, or why it shows nothing: the API could not be reached, or nothing matches. */
export function ListResults<L extends { results: readonly unknown[] }>({ list, unavailable, empty, count, children }: Props<L>) {
  if (!list) {
    return (
      <p role="alert" className="panel">
        {unavailable}
      </p>
    );
  }
  if (list.results.length === 0) return <p className="panel">{empty}</p>;
  return (
    <>
      {count && <p className={styles.muted}>{count}</p>}
      {children(list)}
    </>
  );
}
