import type { FieldErrors, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import type { FormRefusal } from '@/lib/admin/refusal';
import { editorCall } from '@/lib/api/editor-browser';
import type { EditionId } from '@/lib/editions';
import { editorIssueMessage, type EditorTranslator } from '@/lib/forms/editor-issue-message';
import { seoPatch, type SeoResource } from '@/lib/schemas/seo';
import type { z } from '@/lib/schemas/zod';
import { editorResolver } from '../form/editor-resolver';
import { answerOf, type Failure } from '../form/submit';
import { emptySeoValue, type SeoValue } from './SeoFields';

/**
 * The SEO panel inside an entity's form (a shop, a post): its data travel in the form's values as `seo`, so that the
 * unsaved-changes question, the browser's copy and "restore" cover them; they are checked with the SEO call's own
 * schema and saved through `PATCH /seo/{resource}/{id}/` once the entity itself is saved (a new one has no id before).
 */

export const seoFieldNames = ['seo_title', 'seo_description', 'robots_noindex', 'robots_nofollow', 'canonical_url', 'og_image'] as const satisfies readonly (keyof SeoValue)[];

/** The SEO data as the API's reads give them: the SEO calls say `seo_description`, the public reads `meta_description`. */
export interface SeoRead {
  seo_title?: string;
  seo_description?: string;
  meta_description?: string;
  robots_noindex?: boolean;
  robots_nofollow?: boolean;
  canonical_url?: string | null;
  og_image?: string | null;
}

export function seoValueOf(read: SeoRead | null | undefined): SeoValue {
  if (!read) return emptySeoValue;
  return {
    seo_title: read.seo_title ?? '',
    seo_description: read.seo_description ?? read.meta_description ?? '',
    robots_noindex: read.robots_noindex ?? false,
    robots_nofollow: read.robots_nofollow ?? false,
    canonical_url: read.canonical_url ?? null,
    og_image: read.og_image ?? null,
  };
}

export const sameSeo = (a: SeoValue, b: SeoValue): boolean => seoFieldNames.every((name) => a[name] === b[name]);

/** What the SEO call would refuse, field by field, in the words it would use. */
export function seoIssues(value: SeoValue, t: EditorTranslator): Partial<Record<keyof SeoValue, string>> {
  const result = seoPatch.safeParse(value, { error: editorIssueMessage(t) });
  const issues: Partial<Record<keyof SeoValue, string>> = {};
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const name = issue.path[0] as keyof SeoValue;
    issues[name] = issues[name] ? `${issues[name]} ${issue.message}` : issue.message;
  }
  return issues;
}

/** editorResolver with the SEO panel's check added: its refusals land as `seo.{field}`. */
export function editorResolverWithSeo<V extends FieldValues & { seo: SeoValue }, S extends z.ZodType>(options: Parameters<typeof editorResolver<V, S>>[0]): Resolver<V> {
  const resolver = editorResolver<V, S>(options);
  const { t } = options;
  return async (values, context, resolverOptions) => {
    const result = await resolver(values, context, resolverOptions);
    const issues = seoIssues(values.seo, t);
    const names = Object.keys(issues) as (keyof SeoValue)[];
    if (names.length === 0) return result;
    const seo = Object.fromEntries(names.map((name) => [name, { type: 'validate', message: issues[name] }]));
    return { values: {}, errors: { ...result.errors, seo } as FieldErrors<V> };
  };
}

/** The SEO panel's errors as SeoFields takes them. */
export function seoErrorsOf(errors: unknown): Record<string, string[]> | undefined {
  if (typeof errors !== 'object' || errors === null) return undefined;
  const out: Record<string, string[]> = {};
  for (const name of seoFieldNames) {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    if (typeof message === 'string' && message) out[name] = [message];
  }
  return out;
}

export type SeoSaveOutcome = { kind: 'unchanged' } | { kind: 'saved' } | { kind: 'refused'; refusal: FormRefusal } | { kind: 'failed'; reason: Failure | 'signedOut' };

/** Saves the SEO data of a saved entity when they changed. */
export async function saveSeo(edition: EditionId, resource: SeoResource, id: number, value: SeoValue, saved: SeoValue): Promise<SeoSaveOutcome> {
  if (sameSeo(value, saved)) return { kind: 'unchanged' };
  const answer = answerOf(await editorCall('PATCH', `/seo/${resource}/${id}/`, edition, value), seoFieldNames);
  if (answer.kind === 'done') return { kind: 'saved' };
  if (answer.kind === 'refused') return { kind: 'refused', refusal: answer.refusal };
  return { kind: 'failed', reason: answer.kind === 'signedOut' ? 'signedOut' : answer.reason };
}

/** The SEO call's refusals beside their fields of SeoFields (ids `{prefix}-{field}`), the first one focused. */
export function showSeoRefusal<V extends FieldValues & { seo: SeoValue }>(methods: UseFormReturn<V>, refusal: FormRefusal, prefix: string): void {
  const refused = seoFieldNames.filter((name) => refusal.fields[name]);
  for (const name of refused) methods.setError(`seo.${name}` as Path<V>, { type: 'server', message: refusal.fields[name] });
  if (refused[0]) focusSeoField(prefix, refused[0]);
}

export function focusSeoField(prefix: string, name: keyof SeoValue): void {
  document.getElementById(`${prefix}-${name}`)?.focus();
}

/** The first SEO field a check refused, to take the editor there when no other field of the form was. */
export function firstSeoError(errors: FieldErrors): keyof SeoValue | undefined {
  const seo = errors.seo as Record<string, unknown> | undefined;
  return seo ? seoFieldNames.find((name) => seo[name]) : undefined;
}
