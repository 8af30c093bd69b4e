'use client';

import { useSyncExternalStore } from 'react';
import styles from './admin.module.css';

type Listener = () => void;
let current: { text: string; at: number } | null = null;
const listeners = new Set<Listener>();

/** Says what an action did, above the screen: the item it acted on may already have left the list. */
export function showToast(text: string) {
  current = { text, at: Date.now() };
  for (const listener of listeners) listener();
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The live region the editors' actions report into, for eyes and screen readers alike. */
export function AdminToast() {
  const toast = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return (
    <p role="status" className={toast ? styles.toast : styles.toastEmpty}>
      {toast?.text}
    </p>
  );
}
