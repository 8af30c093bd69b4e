'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { editorCall, refusalOf, type EditorCallResult } from '@/lib/api/editor-browser';
import type { EditionId } from '@/lib/editions';
import { showToast } from './AdminToast';
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
  /** Where to go once it is done (the draft an approval made), rather than staying on the list. */
  next?: (body: unknown) => string | null;
}

interface Props {
  edition: EditionId;
  actions: EditorAction[];
  /**
   * The words for a refusal (`{reason}`), a lost network and a conflict; and for an item someone else deleted first
   * (404), which the list then drops: the end a deletion wanted.
   */
  words: { failed: (reason: string) => string; network: string; conflict?: string; gone?: string };
  /** Another answer than 2xx that the caller handles itself (e.g. a 400 asking for a shop). */
  onRefusal?: (result: EditorCallResult & { status: number }) => boolean;
  children?: ReactNode;
}

/**
 * An item's action buttons: each calls the editors' API, reports what it did in the screen's toast, and refreshes the
 * page's data from the server. A refusal or a lost network is told beside the buttons, and nothing on screen
 * pretends otherwise.
 */
export function ActionButtons({ edition, actions, words, onRefusal, children }: Props) {
  const router = useRouter();
  const generic = useTranslations('admin.list');
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string } | null>(null);

  const run = async (action: EditorAction) => {
    if (action.confirm && !window.confirm(action.confirm)) return;
    setBusy(action.label);
    const result = await editorCall(action.method, action.path, edition, action.body);
    setBusy(null);
    if (result.status === 'network') return setNotice({ text: words.network });
    if (result.status >= 200 && result.status < 300) {
      setNotice(null);
      showToast(action.done(result.body));
      const next = action.next?.(result.body);
      if (next) router.push(next);
      else router.refresh();
      return;
    }
    if (result.status === 401) return router.refresh();
    if (result.status === 404 && words.gone) {
      setNotice(null);
      showToast(words.gone);
      router.refresh();
      return;
    }
    if (onRefusal?.(result)) return setNotice(null);
    if (result.status === 409 && words.conflict) {
      setNotice({ text: words.conflict });
      router.refresh();
      return;
    }
    const reason = refusalOf(result.body);
    setNotice({ text: reason ? words.failed(reason) : generic('failed') });
  };

  return (
    <div className={styles.actions}>
      {children}
      {actions.map((action) => (
        <button key={action.label} type="button" className={action.danger ? styles.danger : styles.secondary} disabled={busy !== null} onClick={() => run(action)}>
          {busy === action.label && action.busyLabel ? action.busyLabel : action.label}
        </button>
      ))}
      <p role="alert" className={styles.error}>
        {notice?.text}
      </p>
    </div>
  );
}
