'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { editorCall } from '@/lib/api/editor-browser';
import type { EditionId } from '@/lib/editions';
import { showToast } from './AdminToast';
import styles from './admin.module.css';

/** A preview link of the API: the page it opens and the signed token that opens it for 24 hours. */
async function previewLink(edition: EditionId, path: string): Promise<{ token: string } | 'network' | 'failed'> {
  const result = await editorCall('POST', '/preview_links/', edition, { path });
  if (result.status === 'network') return 'network';
  const token = (result.body as { token?: unknown } | null)?.token;
  return result.status === 201 && typeof token === 'string' ? { token } : 'failed';
}

/**
 * "Preview" opens the public page in a new tab in preview (what is saved, published or not); "copy a preview link"
 * gives a link a colleague with an editor account can open for 24 hours.
 */
export function PreviewActions({ edition, origin, path }: { edition: EditionId; origin: string; path: string }) {
  const t = useTranslations('admin.preview');
  const [problem, setProblem] = useState<string | null>(null);

  /** Asks the API for a link; a refusal or a lost network is told beside the buttons. */
  const linkOrProblem = async (): Promise<string | null> => {
    const link = await previewLink(edition, path);
    if (link === 'network' || link === 'failed') {
      setProblem(t(link));
      return null;
    }
    setProblem(null);
    return `/admin/preview?${new URLSearchParams({ token: link.token })}`;
  };

  const open = async () => {
    // The tab is opened at the click, before the call: browsers block a window opened later.
    const tab = window.open('about:blank', '_blank');
    const url = await linkOrProblem();
    if (!url) return tab?.close();
    if (tab) tab.location.href = url;
    else window.location.href = url;
  };

  const copy = async () => {
    const url = await linkOrProblem();
    if (!url) return;
    const link = `${origin}${url}`;
    try {
      await navigator.clipboard.writeText(link);
      showToast(t('copied'));
    } catch {
      // No clipboard here (an insecure page, a refusal): the link is shown to be copied by hand.
      setProblem(t('copyByHand', { link }));
    }
  };

  return (
    <div className={styles.actions}>
      <button type="button" className={styles.secondary} onClick={open}>
        {t('button')}
      </button>
      <button type="button" className={styles.secondary} onClick={copy}>
        {t('copyLink')}
      </button>
      <p role="alert" className={styles.error}>
        {problem}
      </p>
    </div>
  );
}
