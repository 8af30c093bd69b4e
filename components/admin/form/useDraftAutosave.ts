'use client';

import { useLocale } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

/** How long after the last edit a draft is saved on its own. */
export const AUTOSAVE_AFTER_MS = 5000;

export type AutosaveOutcome = 'saved' | 'invalid' | 'network' | 'failed';

/**
 * Saves a draft on its own a few seconds after the editor stops typing, while it has unsaved changes. A draft that
 * the rules would refuse waits (the browser's copy keeps it); what happened is said beside the buttons.
 */
export function useDraftAutosave({ enabled, values, save }: { enabled: boolean; values: unknown; save: () => Promise<AutosaveOutcome> }) {
  // The time is said in the edition's language, whatever the browser's own.
  const locale = useLocale();
  const [note, setNote] = useState<AutosaveOutcome | 'saving' | null>(null);
  const [at, setAt] = useState<string | null>(null);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  const snapshot = JSON.stringify(values);

  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(async () => {
      setNote('saving');
      const outcome = await saveRef.current();
      setNote(outcome);
      if (outcome === 'saved') setAt(new Date().toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' }));
    }, AUTOSAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [enabled, snapshot, locale]);

  return { note, at };
}
