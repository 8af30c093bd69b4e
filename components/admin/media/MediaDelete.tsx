'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { editorCall } from '@/lib/api/editor-browser';
import type { MediaUse } from '@/lib/api/types/media';
import type { EditionId } from '@/lib/editions';
import adminStyles from '../admin.module.css';
import { showToast } from '../AdminToast';
import { MediaDialog } from './MediaDialog';
import { MediaUsageList } from './MediaUsageList';
import styles from './media.module.css';

type Phase = 'idle' | 'checking' | 'asking' | 'deleting' | 'deleted';

const usesOf = (body: unknown): MediaUse[] => {
  const list = typeof body === 'object' && body !== null ? (body as { used_by?: unknown }).used_by : undefined;
  return Array.isArray(list) ? (list as MediaUse[]) : [];
};

/**
 * Deletes a file after asking: the question first says which entities still show it (asked of the API at that
 * moment), since they would lose their image. If some began to show it meanwhile, the API refuses and the
 * question is asked again with them.
 */
export function MediaDelete({ edition, id, name }: { edition: EditionId; id: number; name: string }) {
  const t = useTranslations('admin.media');
  const router = useRouter();
  const describedBy = useId();
  const [phase, setPhase] = useState<Phase>('idle');
  const [uses, setUses] = useState<MediaUse[]>([]);
  const [changed, setChanged] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The card leaves the grid with the refresh: the focus goes to the screen rather than nowhere.
  useEffect(() => {
    if (phase === 'deleted') document.getElementById('admin-main')?.focus();
  }, [phase]);

  const gone = () => {
    showToast(t('alreadyGone'));
    router.refresh();
    setPhase('idle');
  };

  const ask = async () => {
    setError(null);
    setChanged(false);
    setPhase('checking');
    const result = await editorCall('GET', `/media_storage/${id}/usage/`, edition);
    if (result.status === 'network') {
      setPhase('idle');
      return setError(t('network'));
    }
    if (result.status === 404) return gone();
    if (result.status === 401) return router.refresh();
    if (result.status !== 200) {
      setPhase('idle');
      return setError(t('failed'));
    }
    setUses(usesOf(result.body));
    setPhase('asking');
  };

  const remove = async () => {
    setError(null);
    setPhase('deleting');
    // Forced only past the entities the editor was shown; any other one makes the API refuse, and the question returns.
    const result = await editorCall('DELETE', `/media_storage/${id}/`, edition, undefined, uses.length ? { force: true } : {});
    if (result.status === 'network') {
      setPhase('asking');
      return setError(t('network'));
    }
    if (result.status === 204 || result.status === 200) {
      showToast(t('deleted', { name }));
      setPhase('deleted');
      router.refresh();
      return;
    }
    if (result.status === 404) return gone();
    if (result.status === 409) {
      setUses(usesOf(result.body));
      setChanged(true);
      return setPhase('asking');
    }
    if (result.status === 401) return router.refresh();
    setPhase('asking');
    setError(t('failed'));
  };

  const open = phase === 'asking' || phase === 'deleting';
  return (
    <>
      <button type="button" className={adminStyles.danger} onClick={ask} disabled={phase !== 'idle'} aria-label={t('deleteNamed', { name })}>
        {phase === 'checking' ? t('checking') : t('delete')}
      </button>
      {phase === 'idle' && error && (
        <p role="alert" className={adminStyles.error}>
          {error}
        </p>
      )}
      {open && (
        <MediaDialog title={t('deleteTitle', { name })} closeLabel={t('close')} onClose={() => setPhase('idle')} role="alertdialog" initialFocus="[data-cancel]" describedBy={describedBy}>
          <div id={describedBy} className={styles.question}>
            {changed && <p className={adminStyles.notice}>{t('usageChanged')}</p>}
            {uses.length ? (
              <>
                <p>{t('deleteUsed', { count: uses.length })}</p>
                <MediaUsageList uses={uses} />
                <p>{t('deleteUsedAfter')}</p>
              </>
            ) : (
              <p>{t('deleteUnused')}</p>
            )}
          </div>
          <p role="alert" className={adminStyles.error}>
            {error}
          </p>
          <div className={adminStyles.actions}>
            <button type="button" className={adminStyles.secondary} data-cancel="" onClick={() => setPhase('idle')}>
              {t('cancel')}
            </button>
            <button type="button" className={adminStyles.danger} onClick={remove} disabled={phase === 'deleting'}>
              {phase === 'deleting' ? t('deleting') : uses.length ? t('confirmDeleteUsed') : t('confirmDelete')}
            </button>
          </div>
        </MediaDialog>
      )}
    </>
  );
}
