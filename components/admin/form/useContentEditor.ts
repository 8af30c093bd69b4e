'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { SeoResource } from '@/lib/schemas/seo';
import type { z } from '@/lib/schemas/zod';
import type { SeoValue } from '../seo/SeoFields';
import { editorResolverWithSeo, firstSeoError, focusSeoField, saveSeo, showSeoRefusal } from '../seo/seo-form';
import { useItemEditor, type ItemEditorOptions, type SavedItem } from './useItemEditor';

interface Options<V extends FieldValues & { seo: SeoValue }, E extends SavedItem, S extends z.ZodType> extends Omit<ItemEditorOptions<V, E, S>, 'resolverOf' | 'followUp' | 'onInvalid'> {
  seoResource: SeoResource;
  /** The SEO panel's `idPrefix`, to take the editor to a refused SEO field. */
  seoPrefix: string;
  savedSeo: SeoValue;
  /** Said when the item was saved and its SEO data were not. */
  seoNotSaved: string;
}

/**
 * The saving of a shop's or a post's form (useItemEditor), then of its SEO data through their own call once the item
 * has its id. SEO data the API refused stay as edits not saved, so the question before leaving still guards them.
 */
export function useContentEditor<V extends FieldValues & { seo: SeoValue }, E extends SavedItem, S extends z.ZodType>(o: Options<V, E, S>) {
  const tf = useTranslations('admin.form');
  const [savedSeo, setSavedSeo] = useState(o.savedSeo);
  const { seoResource, seoPrefix, seoNotSaved, ...item } = o;
  return useItemEditor<V, E, S>({
    ...item,
    resolverOf: editorResolverWithSeo,
    // A draft's SEO data are saved with it too: no visitor sees them before it is published.
    followUp: async (next, sent) => {
      const seo = await saveSeo(o.edition, seoResource, next.id, sent.seo, savedSeo);
      const kept = seo.kind === 'saved' || seo.kind === 'unchanged';
      if (kept) setSavedSeo(sent.seo);
      return {
        kept,
        values: { ...sent, seo: kept ? sent.seo : savedSeo },
        problem: (methods) => {
          if (seo.kind === 'refused') {
            showSeoRefusal(methods, seo.refusal, seoPrefix);
            return [seoNotSaved, ...seo.refusal.other].join(' ');
          }
          if (seo.kind === 'failed') return `${seoNotSaved} ${seo.reason === 'signedOut' ? tf('signedOut') : tf(`failures.${seo.reason}`)}`;
          return null;
        },
      };
    },
    onInvalid: (errors) => {
      const seoField = firstSeoError(errors);
      if (seoField && Object.keys(errors).every((name) => name === 'seo')) focusSeoField(seoPrefix, seoField);
    },
  });
}
