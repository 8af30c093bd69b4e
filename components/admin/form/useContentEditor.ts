'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useWatch, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { editorCall } from '@/lib/api/editor-browser';
import type { EditionId } from '@/lib/editions';
import type { ContentStatus } from '@/lib/schemas/content-status';
import type { SeoResource } from '@/lib/schemas/seo';
import { showToast } from '../AdminToast';
import type { SeoValue } from '../seo/SeoFields';
import { firstSeoError, focusSeoField, sameSeo, saveSeo, showSeoRefusal, type SeoSaveOutcome } from '../seo/seo-form';
import { answerOf, showRefusal } from './submit';
import { useDraftAutosave } from './useDraftAutosave';
import { useLocalCopy } from './useLocalCopy';
import { useUnsavedGuard } from './useUnsavedGuard';

/** What the API answers for a saved shop or post. */
export interface SavedContent {
  id: number;
  status: ContentStatus;
  updated_at: string;
}

interface Options<V extends FieldValues & { seo: SeoValue }, E extends SavedContent> {
  edition: EditionId;
  /** Names the browser's copy (`admin:{kind}:{edition}:{id}`). */
  kind: string;
  /** The list's address; a new item's form moves to `{listPath}/{id}` once saved. */
  listPath: string;
  /** The API's collection (`/stores/`): POST there, PATCH `{apiPath}{id}/`. */
  apiPath: string;
  seoResource: SeoResource;
  /** The SEO panel's `idPrefix`, to take the editor to a refused SEO field. */
  seoPrefix: string;
  saved: E | null;
  savedSeo: SeoValue;
  methods: UseFormReturn<V>;
  resolver: Resolver<V>;
  /**
   * Tells the resolver which status the editor asked for, and where the item stands (null: not saved yet): its body
   * carries the status, and the rules judge it.
   */
  intend: (status: ContentStatus, savedStatus: ContentStatus | null) => void;
  bodyOf: (values: V, status: ContentStatus, savedStatus: ContentStatus | null) => Record<string, unknown>;
  fieldOrder: readonly Path<V>[];
  savedMessage: (saved: E) => string;
  /** Said when the item was saved and its SEO data were not. */
  seoNotSaved: string;
}

/**
 * The saving of a shop's or a post's form: as a draft, scheduled or published, then its SEO data; a draft saved on
 * its own a few seconds after the last edit, every edit copied in the browser, a question before leaving with
 * changes not saved. The API's refusals go beside their fields; a lost network keeps every edit in the form.
 */
export function useContentEditor<V extends FieldValues & { seo: SeoValue }, E extends SavedContent>(o: Options<V, E>) {
  const tf = useTranslations('admin.form');
  const router = useRouter();
  const [saved, setSaved] = useState(o.saved);
  const [savedSeo, setSavedSeo] = useState(o.savedSeo);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { methods } = o;
  const { formState, control, reset, getValues, handleSubmit } = methods;
  const dirty = formState.isDirty;
  const id = saved?.id ?? null;
  const values = useWatch({ control }) as V;
  const copy = useLocalCopy<V>(`admin:${o.kind}:${o.edition}:${id ?? 'new'}`, values, dirty, saved?.updated_at ?? null);
  useUnsavedGuard(dirty, tf('leaveQuestion'));

  const write = (sent: V, status: ContentStatus) => editorCall(id ? 'PATCH' : 'POST', id ? `${o.apiPath}${id}/` : o.apiPath, o.edition, o.bodyOf(sent, status, saved?.status ?? null));

  /**
   * The item as the API saved it: the form starts again from it, the address names it. SEO data the API refused
   * stay as edits not saved, so the question before leaving still guards them.
   */
  const settle = (next: E, sent: V, seo: SeoSaveOutcome) => {
    const seoKept = seo.kind === 'saved' || seo.kind === 'unchanged';
    setSaved(next);
    if (seoKept) setSavedSeo(sent.seo);
    reset({ ...sent, seo: seoKept ? sent.seo : savedSeo }, { keepValues: true });
    if (seoKept) copy.clear();
    if (!id) window.history.replaceState(null, '', `${o.listPath}/${next.id}`);
    return seoKept;
  };

  const autosave = useDraftAutosave({
    enabled: dirty && (!saved || saved.status === 'draft') && !busy,
    values,
    save: async () => {
      const sent = getValues();
      o.intend('draft', saved?.status ?? null);
      const check = await o.resolver(sent, undefined, { fields: {}, shouldUseNativeValidation: false });
      if (Object.keys(check.errors).length > 0) return 'invalid';
      const result = await write(sent, 'draft');
      if (result.status === 'network') return 'network';
      if (result.status !== 200 && result.status !== 201) return 'failed';
      const next = result.body as E;
      // A draft's SEO data go with it: no visitor sees them before it is published.
      settle(next, sent, await saveSeo(o.edition, o.seoResource, next.id, sent.seo, savedSeo));
      return 'saved';
    },
  });

  const save = (status: ContentStatus) => {
    o.intend(status, saved?.status ?? null);
    setProblem(null);
    void handleSubmit(
      async (sent) => {
        setBusy(true);
        const answer = answerOf(await write(sent, status), o.fieldOrder);
        if (answer.kind !== 'done') {
          setBusy(false);
          if (answer.kind === 'refused') {
            showRefusal(methods, answer.refusal, o.fieldOrder);
            return setProblem(answer.refusal.other.join(' ') || tf('fixFields'));
          }
          if (answer.kind === 'signedOut') {
            // The login takes the screen's place; once signed in again, the edits kept here are offered back.
            copy.saveNow();
            return router.refresh();
          }
          return setProblem(tf(`failures.${answer.reason}`));
        }
        const next = answer.body as E;
        const seo = await saveSeo(o.edition, o.seoResource, next.id, sent.seo, savedSeo);
        setBusy(false);
        const seoKept = settle(next, sent, seo);
        showToast(o.savedMessage(next));
        if (seo.kind === 'refused') {
          showSeoRefusal(methods, seo.refusal, o.seoPrefix);
          setProblem([o.seoNotSaved, ...seo.refusal.other].join(' '));
        } else if (seo.kind === 'failed') {
          setProblem(`${o.seoNotSaved} ${seo.reason === 'signedOut' ? tf('signedOut') : tf(`failures.${seo.reason}`)}`);
        }
        // Lists and counters read again; not while SEO edits wait, which a new page would lose.
        if (seoKept) router.refresh();
      },
      (errors) => {
        setProblem(tf('fixFields'));
        const seoField = firstSeoError(errors);
        if (seoField && Object.keys(errors).every((name) => name === 'seo')) focusSeoField(o.seoPrefix, seoField);
      },
    )();
  };

  return { saved, savedSeo, busy, problem, dirty, autosave, copy, save, unsavedSeo: !sameSeo(values.seo, savedSeo) };
}
