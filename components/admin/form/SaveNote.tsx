'use client';

import { useTranslations } from 'next-intl';
import type { AutosaveOutcome } from './useDraftAutosave';

/** Where a form's saving stands: what went wrong, the last autosave (where drafts save on their own), unsaved edits. */
export interface SaveState {
  problem: string | null;
  autosave?: { note: AutosaveOutcome | 'saving' | null; at: string | null };
  dirty: boolean;
}

/** What is said beside the save buttons: a refusal or a lost network first, else the last autosave, else unsaved edits. */
export function SaveNote({ problem, autosave, dirty }: SaveState) {
  const tf = useTranslations('admin.form');
  if (problem) return <p role="alert">{problem}</p>;
  if (autosave?.note) return <p>{tf(`autosave.${autosave.note}`, { time: autosave.at ?? '' })}</p>;
  return dirty ? <p>{tf('unsaved')}</p> : null;
}
