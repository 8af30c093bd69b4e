'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { editorCall, refusalOf, type EditorCallResult } from '@/lib/api/editor-browser';
import type { EditionId } from '@/lib/editions';
import styles from './admin.module.css';

export interface EditorAction {
  label: string;
  busyLabel?: string;
  method: 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** Asked before acting (a deletion). */
  confirm?: string;
  danger?: boolean;
  /** What to say once it is done, from the API's answer. */
  done: (body: unknown) => string;
}

interface Props {
  edition: EditionId;
  actions: EditorAction[];
  /** The words for a refusal (`{reason}`), a lost network and a conflict. */
  words: { failed: (reason: string) => string; network: string; conflict?: string };
  /** Another answer than 2xx that the caller handles itself (e.g. a 400 asking for a shop). */
  onRefusal?: (result: EditorCallResult & { status: number }) => boolean;
  children?: ReactNode;
}

/**
 * An item's action buttons: each calls the editors' API, says what happened in a live region, and refreshes the
 * page's data from the server. A refusal or a lost network is told, and nothing on screen pretends otherwise.
 */
export function ActionButtons({ edition, actions, words, onRefusal, children }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);

  const run = async (action: EditorAction) => {
    if (action.confirm && !window.confirm(action.confirm)) return;
    setBusy(action.label);
    const result = await editorCall(action.method, action.path, edition, action.body);
    setBusy(null);
    if (result.status === 'network') return setNotice({ text: words.network, error: true });
    if (result.status >= 200 && result.status < 300) {
      setNotice({ text: action.done(result.body), error: false });
      router.refresh();
      return;
    }
    if (result.status === 401) return router.refresh();
    if (onRefusal?.(result)) return setNotice(null);
    if (result.status === 409 && words.conflict) {
      setNotice({ text: words.conflict, error: true });
      router.refresh();
      return;
    }
    setNotice({ text: words.failed(refusalOf(result.body) || String(result.status)), error: true });
  };

  return (
    <div className={styles.actions}>
      {children}
      {actions.map((action) => (
        <button key={action.label} type="button" className={action.danger ? styles.danger : styles.secondary} disabled={busy !== null} onClick={() => run(action)}>
          {busy === action.label && action.busyLabel ? action.busyLabel : action.label}
        </button>
      ))}
      <p role="status" className={notice?.error ? styles.error : styles.notice}>
        {notice?.text}
      </p>
    </div>
  );
}
