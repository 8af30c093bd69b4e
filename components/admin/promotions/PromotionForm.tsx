'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { promotionBodyOf, promotionFieldOrder, promotionFormValues, type PromotionFormValues } from '@/lib/admin/promotion-form-values';
import { editorCall } from '@/lib/api/editor-browser';
import type { EditablePromotion } from '@/lib/api/types/editor-promotions';
import type { Edition } from '@/lib/editions';
import { promotionKinds } from '@/lib/promotions/kinds';
import { entityPath } from '@/lib/routing';
import { promotionBody, promotionRuleErrors } from '@/lib/schemas/promotion-write';
import { showToast } from '../AdminToast';
import { PreviewActions } from '../PreviewActions';
import { keptFields, PromotionSourceNote } from '../feeds/PromotionSourceNote';
import { ChecklistField } from '../form/ChecklistField';
import { EditorForm, FormSection } from '../form/EditorForm';
import { fieldsOf, Field, FieldGroup, FlagsField, InlineChoice } from '../form/Field';
import { MediaField } from '../form/MediaField';
import { PositionField } from '../form/PositionField';
import { PublishPanel } from '../form/PublishPanel';
import { RestoreBanner } from '../form/RestoreBanner';
import { RichTextField } from '../form/RichTextField';
import { StorePicker, type PickedStore } from '../form/StorePicker';
import styles from '../form/form.module.css';
import { useItemEditor } from '../form/useItemEditor';
import { useZoneName } from '../form/useZoneName';

interface Props {
  edition: Pick<Edition, 'id' | 'origin' | 'timeZone'>;
  promotion: EditablePromotion | null;
  categories: { id: number; name: string }[];
  /** A new promotion's fields filled in already (the shop it is created from). */
  prefill?: { store: PickedStore };
}

const flags = ['is_exclusive', 'is_verified', 'in_slider', 'on_homepage', 'is_deal_of_month'] as const;

/**
 * A promotion's form: every field, checked in the browser with the API's own schema and words; saved as a draft,
 * scheduled or published; a draft saved on its own every few seconds and every edit copied in the browser, so that
 * nothing typed is lost; a question before leaving with changes not saved; a preview of what is saved.
 */
export function PromotionForm({ edition, promotion, categories, prefill }: Props) {
  const t = useTranslations('admin.promotionForm');
  const zoneName = useZoneName(edition.timeZone);
  const tf = useTranslations('admin.form');
  const tk = useTranslations('admin.kinds');
  const router = useRouter();
  const [store, setStore] = useState<PickedStore | null>(promotion?.stores[0] ?? prefill?.store ?? null);
  const zone = edition.timeZone;
  const editor = useItemEditor<PromotionFormValues, EditablePromotion, typeof promotionBody>({
    edition: edition.id,
    kind: 'promotion',
    listPath: '/admin/promotions',
    apiPath: '/promotions/',
    saved: promotion,
    defaultValues: promotionFormValues(promotion, zone, prefill ? { store: prefill.store.id } : {}),
    schema: promotionBody,
    rules: (parsed) => promotionRuleErrors({ code: null, starts_at: null, expires_at: null, status: 'draft', publish_at: null, ...parsed }, new Date()),
    bodyOf: (values, status) => promotionBodyOf(values, zone, status),
    fieldOrder: promotionFieldOrder,
    savedMessage: (next) => t(`saved.${next.status}`, { title: next.title }),
  });
  const { saved, methods, setProblem } = editor;
  const { register, control, formState, watch, reset, getValues } = methods;
  const field = fieldsOf('promotion', formState.errors);
  const kind = watch('kind');
  const storeId = watch('store');
  // A restored copy may name another shop than the one shown: the picker, and the preview's page, follow it.
  useEffect(() => {
    if (!storeId || storeId === store?.id) return;
    void editorCall('GET', `/stores/${storeId}/editable/`, edition.id).then((result) => {
      const found = result.status === 200 ? (result.body as PickedStore) : null;
      if (found) setStore({ id: found.id, name: found.name, slug: found.slug });
    });
  }, [storeId, store?.id, edition.id]);
  const zoneHint = t('zoneHint', { zone: zoneName });
  // On an imported promotion, the fields an editor changed are marked: its feed leaves them alone from then on.
  const kept = keptFields(saved);
  const hint = (name: string, own?: string) => (kept.has(name) ? [own, t('source.kept')].filter(Boolean).join(' ') : own);

  const trash = async () => {
    if (!saved || !window.confirm(t('confirmTrash'))) return;
    const result = await editorCall('DELETE', `/promotions/${saved.id}/`, edition.id);
    if (result.status === 'network') return setProblem(tf('failures.network'));
    if (result.status !== 204) return setProblem(tf('failures.failed'));
    reset(getValues());
    showToast(t('trashed', { title: getValues('title') }));
    router.push('/admin/promotions');
  };

  return (
    <EditorForm
      idPrefix="promotion"
      title={saved ? t('editTitle', { title: saved.title }) : t('newTitle')}
      notices={
        <>
          {saved?.deleted_at && (
            <p className="panel" role="note">
              {t('inTrash')}
            </p>
          )}
          {saved && <PromotionSourceNote promotion={saved} timeZone={zone} />}
          <RestoreBanner copy={editor.copy} reset={reset} timeZone={zone} />
        </>
      }
      aside={() => (
        <PublishPanel
          status={(saved?.deleted_at ? null : saved?.status) ?? null}
          saving={editor}
          schedule={{ ...field('publish_at'), label: t('publishAt'), hint: t('publishAtHint', { zone: zoneName }), registration: register('publish_at') }}
        >
          {saved && store && <PreviewActions edition={edition.id} origin={edition.origin} path={entityPath(edition.id, 'store', [store.slug])} />}
          {saved && (
            <button type="button" className={styles.dangerLink} onClick={trash}>
              {t('trash')}
            </button>
          )}
        </PublishPanel>
      )}
    >
      <FormSection id="promotion-main" title={t('main')}>
        <Field {...field('title')} label={t('title')} hint={hint('title')} registration={register('title')}>
          {(control) => <input {...control} maxLength={200} />}
        </Field>
        <Field {...field('store')} label={t('store')} hint={hint('store', t('storeHint'))}>
          {({ id, 'aria-invalid': invalid, 'aria-describedby': describedBy }) => (
            <Controller
              control={control}
              name="store"
              render={({ field: picked }) => (
                <StorePicker
                  ref={picked.ref}
                  id={id}
                  describedBy={describedBy}
                  invalid={Boolean(invalid)}
                  edition={edition.id}
                  value={store}
                  onChange={(next) => {
                    setStore(next);
                    picked.onChange(next?.id ?? null);
                  }}
                />
              )}
            />
          )}
        </Field>
        <FieldGroup {...field('kind')} label={t('kind')} hint={hint('kind')}>
          {promotionKinds.map((value) => (
            <InlineChoice key={value} type="radio" value={value} {...register('kind')} label={tk(value)} />
          ))}
        </FieldGroup>
        <div className={styles.row}>
          {kind === 'code' && (
            <Field {...field('code')} label={t('code')} hint={hint('code', t('codeHint'))} registration={register('code')}>
              {(control) => <input {...control} maxLength={64} autoCapitalize="characters" spellCheck={false} />}
            </Field>
          )}
          <Field {...field('offer')} label={t('offer')} hint={hint('offer', t('offerHint'))} registration={register('offer')}>
            {(control) => <input {...control} maxLength={40} />}
          </Field>
        </div>
        <Field {...field('link')} label={t('link')} hint={hint('link', t('linkHint'))} registration={register('link')}>
          {(control) => <input type="url" inputMode="url" {...control} placeholder="https://" />}
        </Field>
        <RichTextField control={control} name="description" {...field('description')} label={t('description')} hint={hint('description')} edition={edition.id} />
        <Field {...field('condition')} label={t('condition')} hint={hint('condition', t('conditionHint'))} registration={register('condition')}>
          {(control) => <textarea rows={3} {...control} maxLength={1000} />}
        </Field>
      </FormSection>

      <FormSection id="promotion-dates" title={t('dates')}>
        <div className={styles.row}>
          <Field {...field('starts_at')} label={t('startsAt')} hint={hint('starts_at', zoneHint)} registration={register('starts_at')}>
            {(control) => <input type="datetime-local" {...control} />}
          </Field>
          <Field {...field('expires_at')} label={t('expiresAt')} hint={hint('expires_at', t('expiresHint'))} registration={register('expires_at')}>
            {(control) => <input type="datetime-local" {...control} />}
          </Field>
        </div>
      </FormSection>

      <FormSection id="promotion-placement" title={t('placement')}>
        <ChecklistField control={control} name="categories" {...field('categories')} label={t('categories')} options={categories} />
        <MediaField control={control} name="slider_image" label={t('sliderImage')} edition={edition.id} error={field('slider_image').error} />
        <FlagsField id="promotion-flags" label={t('flags')} flags={flags.map((flag) => ({ label: kept.has(flag) ? t('source.keptLabel', { label: t(`flag.${flag}`) }) : t(`flag.${flag}`), registration: register(flag) }))} />
        <PositionField {...field('position')} label={t('position')} hint={t('positionHint')} registration={register('position', { valueAsNumber: true })} />
      </FormSection>
    </EditorForm>
  );
}
