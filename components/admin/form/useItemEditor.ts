'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { editorCall } from '@/lib/api/editor-browser';
import type { EditionId } from '@/lib/editions';
import type { FieldRefusals } from '@/lib/forms/editor-issue-message';
import type { ContentStatus } from '@/lib/schemas/content-status';
import type { z } from '@/lib/schemas/zod';
import { showToast } from '../AdminToast';
import { editorResolver } from './editor-resolver';
import { answerOf, showRefusal } from './submit';
import { useDraftAutosave } from './useDraftAutosave';
import { useLocalCopy } from './useLocalCopy';
import { useUnsavedGuard } from './useUnsavedGuard';

/** What the API answers for a saved item (a shop, a post, a promotion). */
export interface SavedItem {
  id: number;
  status: ContentStatus;
  updated_at: string;
}

/** What came of a second write made once the item itself is saved (its SEO data). */
export interface FollowUp<V extends FieldValues> {
  /** All the edits are saved: only then is the browser's copy cleared and are the lists read again. */
  kept: boolean;
  /** What the form starts again from; what the second write refused stays an edit not saved. */
  values: V;
  /** After a click (not an autosave): puts what it refused beside its fields and says what went wrong. */
  problem?: (methods: UseFormReturn<V>) => string | null;
}

export interface ItemEditorOptions<V extends FieldValues, E extends SavedItem, S extends z.ZodType> {
  edition: EditionId;
  /** Names the browser's copy (`admin:{kind}:{edition}:{id}`). */
  kind: string;
  /** The list's address; a new item's form moves to `{listPath}/{id}` once saved. */
  listPath: string;
  /** The API's collection (`/stores/`): POST there, PATCH `{apiPath}{id}/`. */
  apiPath: string;
  saved: E | null;
  defaultValues: DefaultValues<V>;
  /** The API's schema and rules between fields, which the form is checked with before anything is sent. */
  schema: S;
  rules?: (parsed: z.output<S>) => FieldRefusals;
  /** Builds the check from them: editorResolver, or one that adds the check of a panel of the form. */
  resolverOf?: typeof editorResolver<V, S>;
  /** The API's body for the status the editor asked for, where the item stands (null: not saved yet). */
  bodyOf: (values: V, status: ContentStatus, savedStatus: ContentStatus | null) => Record<string, unknown>;
  fieldOrder: readonly Path<V>[];
  savedMessage: (saved: E) => string;
  followUp?: (next: E, sent: V) => Promise<FollowUp<V>>;
  /** Besides saying that fields are to fix, once the check refused the values. */
  onInvalid?: (errors: FieldErrors<V>) => void;
}

/**
 * The form of an item saved as a draft, scheduled or published: checked in the browser with the API's schema and
 * words; a draft saved on its own a few seconds after the last edit, every edit copied in the browser, a question
 * before leaving with changes not saved. The API's refusals go beside their fields; a lost network keeps every edit
 * in the form.
 */
export function useItemEditor<V extends FieldValues, E extends SavedItem, S extends z.ZodType>(o: ItemEditorOptions<V, E, S>) {
  const tf = useTranslations('admin.form');
  const te = useTranslations('admin.errors');
  const router = useRouter();
  const [saved, setSavedState] = useState(o.saved);
  // What the writes read when they run, not when they were scheduled: an autosave and a click never overlap (each
  // waits for the one before), and the second one writes to the item the first one created or changed.
  const savedRef = useRef(o.saved);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const setSaved = (next: E) => {
    savedRef.current = next;
    setSavedState(next);
  };
  const oneAtATime = <T,>(work: () => Promise<T>): Promise<T> => {
    const before = inFlight.current;
    const run = (async () => {
      await before?.catch(() => undefined);
      return work();
    })();
    inFlight.current = run;
    return run;
  };
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const intent = useRef<{ status: ContentStatus; savedStatus: ContentStatus | null }>({ status: 'draft', savedStatus: null });
  const { schema, rules, bodyOf, resolverOf = editorResolver<V, S> } = o;
  // The check reads the status asked for when it runs (a click, an autosave), never while rendering.
  // eslint-disable-next-line react-hooks/refs
  const resolver = resolverOf({ schema, rules, t: te, toBody: (values) => bodyOf(values, intent.current.status, intent.current.savedStatus) });
  const methods = useForm<V>({ defaultValues: o.defaultValues, resolver, shouldFocusError: true });
  const { formState, control, reset, getValues, handleSubmit } = methods;
  const dirty = formState.isDirty;
  const id = saved?.id ?? null;
  const values = useWatch({ control }) as V;
  const copy = useLocalCopy<V>(`admin:${o.kind}:${o.edition}:${id ?? 'new'}`, values, dirty, saved?.updated_at ?? null);
  useUnsavedGuard(dirty, tf('leaveQuestion'));

  const intend = (status: ContentStatus) => {
    intent.current = { status, savedStatus: savedRef.current?.status ?? null };
  };
  const write = (sent: V, status: ContentStatus) => {
    const current = savedRef.current;
    return editorCall(current ? 'PATCH' : 'POST', current ? `${o.apiPath}${current.id}/` : o.apiPath, o.edition, bodyOf(sent, status, current?.status ?? null));
  };
  const followUp = (next: E, sent: V): Promise<FollowUp<V>> => (o.followUp ? o.followUp(next, sent) : Promise.resolve({ kept: true, values: sent }));

  /** The item as the API saved it: the form starts again from it, the address names it. */
  const settle = (next: E, after: FollowUp<V>) => {
    const wasNew = !savedRef.current || savedRef.current.id !== next.id;
    setSaved(next);
    reset(after.values, { keepValues: true });
    if (after.kept) copy.clear();
    if (wasNew) window.history.replaceState(null, '', `${o.listPath}/${next.id}`);
  };

  /** The session has expired: the edits are kept in the browser, the login takes the screen's place, and once signed in again the editor is back here with them offered back. */
  const signedOut = () => {
    copy.saveNow();
    router.refresh();
  };

  const autosave = useDraftAutosave({
    enabled: dirty && (!saved || saved.status === 'draft') && !busy,
    values,
    save: () =>
      oneAtATime(async () => {
        // A click may have published the item or saved every edit meanwhile: then there is no draft to save.
        if ((savedRef.current && savedRef.current.status !== 'draft') || !methods.formState.isDirty) return 'saved';
        const sent = getValues();
        intend('draft');
        const check = await resolver(sent, undefined, { fields: {}, shouldUseNativeValidation: false });
        if (Object.keys(check.errors).length > 0) return 'invalid';
        const result = await write(sent, 'draft');
        if (result.status === 'network') return 'network';
        if (result.status === 401) signedOut();
        if (result.status !== 200 && result.status !== 201) return 'failed';
        const next = result.body as E;
        settle(next, await followUp(next, sent));
        return 'saved';
      }),
  });

  const save = (status: ContentStatus) => {
    intend(status);
    setProblem(null);
    void handleSubmit(
      async (sent) => {
        setBusy(true);
        const answer = answerOf(
          await oneAtATime(() => {
            // The item as it stands once any autosave before this click has ended.
            intend(status);
            return write(sent, status);
          }),
          o.fieldOrder,
        );
        if (answer.kind !== 'done') {
          setBusy(false);
          if (answer.kind === 'refused') {
            showRefusal(methods, answer.refusal, o.fieldOrder);
            return setProblem(answer.refusal.other.join(' ') || tf('fixFields'));
          }
          if (answer.kind === 'signedOut') return signedOut();
          return setProblem(tf(`failures.${answer.reason}`));
        }
        const next = answer.body as E;
        const after = await followUp(next, sent);
        setBusy(false);
        settle(next, after);
        showToast(o.savedMessage(next));
        const afterProblem = after.problem?.(methods);
        if (afterProblem) setProblem(afterProblem);
        // Lists and counters read again; not while refused edits wait, which a new page would lose.
        if (after.kept) router.refresh();
      },
      (errors) => {
        setProblem(tf('fixFields'));
        o.onInvalid?.(errors);
      },
    )();
  };

  return { methods, saved, busy, problem, setProblem, dirty, autosave, copy, save };
}
