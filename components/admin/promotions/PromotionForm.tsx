'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useZoneName } from '@/components/admin/form/useZoneName';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { promotionBodyOf, promotionFieldOrder, promotionFormValues, type PromotionFormValues } from '@/lib/admin/promotion-form-values';
import { editorCall } from '@/lib/api/editor-browser';
import type { EditablePromotion } from '@/lib/api/types/editor-promotions';
import type { Edition } from '@/lib/editions';
import { promotionKinds } from '@/lib/promotions/kinds';
import { entityPath } from '@/lib/routing';
import type { ContentStatus } from '@/lib/schemas/content-status';
import { promotionBody, promotionRuleErrors } from '@/lib/schemas/promotion-write';
import { showToast } from '../AdminToast';
import { PreviewActions } from '../PreviewActions';
import { Checklist } from '../form/Checklist';
import { editorResolver } from '../form/editor-resolver';
import { controlProps, Field, FieldGroup } from '../form/Field';
import { PublishPanel } from '../form/PublishPanel';
import { StorePicker, type PickedStore } from '../form/StorePicker';
import { answerOf, showRefusal } from '../form/submit';
import styles from '../form/form.module.css';
import { useDraftAutosave } from '../form/useDraftAutosave';
import { useLocalCopy } from '../form/useLocalCopy';
import { useUnsavedGuard } from '../form/useUnsavedGuard';
import { MediaPicker } from '../media/MediaPicker';
import { RichTextEditor } from '../rich-text/RichTextEditor';

interface Props {
  edition: Pick<Edition, 'id' | 'origin' | 'timeZone'>;
  promotion: EditablePromotion | null;
  categories: { id: number; name: string }[];
  /** A new promotion's fields filled in already (the shop it is created from). */
  prefill?: { store: PickedStore };
}

/**
 * A promotion's form: every field, checked in the browser with the API's own schema and words; saved as a draft,
 * scheduled or published; a draft saved on its own every few seconds and every edit copied in the browser, so that
 * nothing typed is lost; a question before leaving with changes not saved; a preview of what is saved.
 */
export function PromotionForm({ edition, promotion, categories, prefill }: Props) {
  const t = useTranslations('admin.promotionForm');
  const zoneName = useZoneName(edition.timeZone);
  const tf = useTranslations('admin.form');
  const te = useTranslations('admin.errors');
  const tk = useTranslations('admin.kinds');
  const router = useRouter();
  const [saved, setSaved] = useState(promotion);
  const [store, setStore] = useState<PickedStore | null>(promotion?.stores[0] ?? prefill?.store ?? null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const intended = useRef<ContentStatus>('draft');
  const zone = edition.timeZone;

  const resolver = useMemo(
    () =>
      editorResolver<PromotionFormValues, typeof promotionBody>({
        schema: promotionBody,
        toBody: (values) => promotionBodyOf(values, zone, intended.current),
        rules: (parsed) => promotionRuleErrors({ code: null, starts_at: null, expires_at: null, status: 'draft', publish_at: null, ...parsed }, new Date()),
        t: te,
      }),
    [zone, te],
  );
  const methods = useForm<PromotionFormValues>({
    defaultValues: promotionFormValues(promotion, zone, prefill ? { store: prefill.store.id } : {}),
    resolver,
    shouldFocusError: true,
  });
  const { register, control, handleSubmit, formState, watch, reset, getValues, setValue } = methods;
  const kind = watch('kind');
  const dirty = formState.isDirty;
  const id = saved?.id ?? null;
  const copy = useLocalCopy<PromotionFormValues>(`admin:promotion:${edition.id}:${id ?? 'new'}`, watch(), dirty, saved?.updated_at ?? null);
  useUnsavedGuard(dirty, tf('leaveQuestion'));

  /** The promotion as the API saved it: the form starts again from it, the address names it. */
  const settle = (body: unknown, sent: PromotionFormValues) => {
    const next = body as EditablePromotion;
    setSaved(next);
    reset(sent, { keepValues: true });
    copy.clear();
    if (!id) window.history.replaceState(null, '', `/admin/promotions/${next.id}`);
    return next;
  };

  const autosave = useDraftAutosave({
    enabled: dirty && (!saved || saved.status === 'draft') && !busy,
    values: watch(),
    save: async () => {
      const sent = getValues();
      intended.current = 'draft';
      const check = await resolver(sent, undefined, { fields: {}, shouldUseNativeValidation: false });
      if (Object.keys(check.errors).length > 0) return 'invalid';
      const result = await editorCall(id ? 'PATCH' : 'POST', id ? `/promotions/${id}/` : '/promotions/', edition.id, promotionBodyOf(sent, zone, 'draft'));
      if (result.status === 'network') return 'network';
      if (result.status !== 200 && result.status !== 201) return 'failed';
      settle(result.body, sent);
      return 'saved';
    },
  });

  const save = (status: ContentStatus) => {
    intended.current = status;
    setProblem(null);
    void handleSubmit(
      async (values) => {
        setBusy(true);
        const result = await editorCall(id ? 'PATCH' : 'POST', id ? `/promotions/${id}/` : '/promotions/', edition.id, promotionBodyOf(values, zone, status));
        setBusy(false);
        const answer = answerOf(result, promotionFieldOrder);
        if (answer.kind === 'done') {
          const next = settle(answer.body, values);
          showToast(t(`saved.${next.status}`, { title: next.title }));
          router.refresh();
        } else if (answer.kind === 'refused') {
          showRefusal(methods, answer.refusal, promotionFieldOrder);
          setProblem(answer.refusal.other.join(' ') || tf('fixFields'));
        } else if (answer.kind === 'signedOut') {
          // The session has expired: the edits are kept in the browser, the login takes the screen's place, and once
          // signed in again the editor is back here with the edits offered back.
          copy.saveNow();
          router.refresh();
        } else {
          setProblem(tf(`failures.${answer.reason}`));
        }
      },
      () => setProblem(tf('fixFields')),
    )();
  };

  const trash = async () => {
    if (!id || !window.confirm(t('confirmTrash'))) return;
    const result = await editorCall('DELETE', `/promotions/${id}/`, edition.id);
    if (result.status === 'network') return setProblem(tf('failures.network'));
    if (result.status !== 204) return setProblem(tf('failures.failed'));
    reset(getValues());
    showToast(t('trashed', { title: getValues('title') }));
    router.push('/admin/promotions');
  };

  const err = (name: keyof PromotionFormValues) => formState.errors[name]?.message;
  const ctl = (name: keyof PromotionFormValues, hint?: string) => controlProps(`promotion-${name}`, { hint, error: err(name) });
  const zoneHint = t('zoneHint', { zone: zoneName });

  return (
    <form className={styles.editor} noValidate onSubmit={(event) => event.preventDefault()} aria-labelledby="promotion-form-title">
      <div className={styles.form}>
        <h1 id="promotion-form-title">{id ? t('editTitle', { title: saved?.title ?? '' }) : t('newTitle')}</h1>
        {saved?.deleted_at && (
          <p className="panel" role="note">
            {t('inTrash')}
          </p>
        )}
        {copy.found && (
          <div className={styles.restore} role="region" aria-label={tf('restoreLabel')}>
            <p>{tf('restoreFound', { time: new Date(copy.found.savedAt).toLocaleString(undefined, { timeZone: zone, dateStyle: 'short', timeStyle: 'short' }) })}</p>
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => {
                reset(copy.found!.values, { keepDefaultValues: true });
                copy.dismiss();
              }}
            >
              {tf('restore')}
            </button>
            <button type="button" className={styles.secondaryButton} onClick={copy.clear}>
              {tf('discard')}
            </button>
          </div>
        )}
        <section className={styles.sectionBox} aria-labelledby="promotion-main">
          <h2 id="promotion-main">{t('main')}</h2>
          <Field id="promotion-title" label={t('title')} error={err('title')}>
            <input {...register('title')} {...ctl('title')} maxLength={200} />
          </Field>
          <Field id="promotion-store" label={t('store')} hint={t('storeHint')} error={err('store')}>
            <Controller
              control={control}
              name="store"
              render={({ field }) => (
                <StorePicker
                  ref={field.ref}
                  id="promotion-store"
                  describedBy={ctl('store', t('storeHint'))['aria-describedby']}
                  invalid={Boolean(err('store'))}
                  edition={edition.id}
                  value={store}
                  onChange={(picked) => {
                    setStore(picked);
                    field.onChange(picked?.id ?? null);
                  }}
                />
              )}
            />
          </Field>
          <FieldGroup id="promotion-kind" label={t('kind')} error={err('kind')}>
            {promotionKinds.map((value) => (
              <label key={value} className={styles.inline}>
                <input type="radio" value={value} {...register('kind')} />
                {tk(value)}
              </label>
            ))}
          </FieldGroup>
          <div className={styles.row}>
            {kind === 'code' && (
              <Field id="promotion-code" label={t('code')} hint={t('codeHint')} error={err('code')}>
                <input {...register('code')} {...ctl('code', t('codeHint'))} maxLength={64} autoCapitalize="characters" spellCheck={false} />
              </Field>
            )}
            <Field id="promotion-offer" label={t('offer')} hint={t('offerHint')} error={err('offer')}>
              <input {...register('offer')} {...ctl('offer', t('offerHint'))} maxLength={40} />
            </Field>
          </div>
          <Field id="promotion-link" label={t('link')} hint={t('linkHint')} error={err('link')}>
            <input type="url" inputMode="url" {...register('link')} {...ctl('link', t('linkHint'))} placeholder="https://" />
          </Field>
          <Controller
            control={control}
            name="description"
            render={({ field }) => (
              <div className={styles.field}>
                <RichTextEditor
                  ref={field.ref}
                  id="promotion-description"
                  label={t('description')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  edition={edition.id}
                  invalid={Boolean(err('description'))}
                  describedBy={err('description') ? 'promotion-description-error' : undefined}
                />
                {err('description') && (
                  <p id="promotion-description-error" className={styles.fieldError}>
                    {err('description')}
                  </p>
                )}
              </div>
            )}
          />
          <Field id="promotion-condition" label={t('condition')} hint={t('conditionHint')} error={err('condition')}>
            <textarea rows={3} {...register('condition')} {...ctl('condition', t('conditionHint'))} maxLength={1000} />
          </Field>
        </section>

        <section className={styles.sectionBox} aria-labelledby="promotion-dates">
          <h2 id="promotion-dates">{t('dates')}</h2>
          <div className={styles.row}>
            <Field id="promotion-starts_at" label={t('startsAt')} hint={zoneHint} error={err('starts_at')}>
              <input type="datetime-local" {...register('starts_at')} {...ctl('starts_at', zoneHint)} />
            </Field>
            <Field id="promotion-expires_at" label={t('expiresAt')} hint={t('expiresHint')} error={err('expires_at')}>
              <input type="datetime-local" {...register('expires_at')} {...ctl('expires_at', t('expiresHint'))} />
            </Field>
          </div>
        </section>

        <section className={styles.sectionBox} aria-labelledby="promotion-placement">
          <h2 id="promotion-placement">{t('placement')}</h2>
          <FieldGroup id="promotion-categories" label={t('categories')} error={err('categories')}>
            <Controller control={control} name="categories" render={({ field }) => <Checklist id="promotion-categories" options={categories} value={field.value} onChange={field.onChange} />} />
          </FieldGroup>
          <Controller
            control={control}
            name="slider_image"
            render={({ field }) => <MediaPicker edition={edition.id} name="slider_image" value={field.value} onChange={field.onChange} label={t('sliderImage')} />}
          />
          {err('slider_image') && <p className={styles.fieldError}>{err('slider_image')}</p>}
          <FieldGroup id="promotion-flags" label={t('flags')}>
            {(['is_exclusive', 'is_verified', 'in_slider', 'on_homepage', 'is_deal_of_month'] as const).map((flag) => (
              <label key={flag} className={styles.inline}>
                <input type="checkbox" {...register(flag)} />
                {t(`flag.${flag}`)}
              </label>
            ))}
          </FieldGroup>
          <Field id="promotion-position" label={t('position')} hint={t('positionHint')} error={err('position')}>
            <input type="number" min={0} max={100000} step={1} {...register('position', { valueAsNumber: true })} {...ctl('position', t('positionHint'))} />
          </Field>
        </section>
      </div>

      <aside>
        <PublishPanel
          status={(saved?.deleted_at ? null : saved?.status) ?? null}
          busy={busy}
          onSave={save}
          scheduleField={
            <Field id="promotion-publish_at" label={t('publishAt')} hint={t('publishAtHint', { zone: zoneName })} error={err('publish_at')}>
              <input type="datetime-local" {...register('publish_at')} {...ctl('publish_at', t('publishAtHint', { zone: zoneName }))} />
            </Field>
          }
          note={
            <>
              {problem && <p role="alert">{problem}</p>}
              {!problem && autosave.note && <p>{tf(`autosave.${autosave.note}`, { time: autosave.at ?? '' })}</p>}
              {!problem && !autosave.note && dirty && <p>{tf('unsaved')}</p>}
            </>
          }
        >
          {saved && store && <PreviewActions edition={edition.id} origin={edition.origin} path={entityPath(edition.id, 'store', [store.slug])} />}
          {saved && (
            <button type="button" className={styles.dangerLink} onClick={trash}>
              {t('trash')}
            </button>
          )}
        </PublishPanel>
      </aside>
    </form>
  );
}
