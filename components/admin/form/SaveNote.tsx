'use client';

import { useTranslations } from 'next-intl';
import type { AutosaveOutcome } from './useDraftAutosave';

/** What is said beside the save buttons: a refusal or a lost network first, else the last autosave, else unsaved edits. */
export function SaveNote({ problem, autosave, dirty }: { problem: string | null; autosave?: { note: AutosaveOutcome | 'saving' | null; at: string | null }; dirty: boolean }) {
  const tf = useTranslations('admin.form');
  if (problem) return <p role="alert">{problem}</p>;
  if (autosave?.note) return <p>{tf(`autosave.${autosave.note}`, { time: autosave.at ?? '' })}</p>;
  return dirty ? <p>{tf('unsaved')}</p> : null;
}
