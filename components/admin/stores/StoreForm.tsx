'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useZoneName } from '@/components/admin/form/useZoneName';
import { useMemo, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { storeBodyOf, storeFieldOrder, storeFields, type StoreFields } from '@/lib/admin/store-form-values';
import type { EditableStore } from '@/lib/api/types/editor-stores';
import type { Edition } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import type { ContentStatus } from '@/lib/schemas/content-status';
import { storeBody, storeRuleErrors } from '@/lib/schemas/store-write';
import { slugify } from '@/lib/slug';
import { PreviewActions } from '../PreviewActions';
import { Checklist } from '../form/Checklist';
import { controlProps, Field, FieldGroup } from '../form/Field';
import { PublishPanel } from '../form/PublishPanel';
import { RestoreBanner } from '../form/RestoreBanner';
import { RichTextField } from '../form/RichTextField';
import { SaveNote } from '../form/SaveNote';
import extras from '../form/extras.module.css';
import styles from '../form/form.module.css';
import { useContentEditor } from '../form/useContentEditor';
import { MediaPicker } from '../media/MediaPicker';
import { SeoFields, type SeoValue } from '../seo/SeoFields';
import { editorResolverWithSeo, seoErrorsOf } from '../seo/seo-form';

interface Props {
  edition: Pick<Edition, 'id' | 'origin' | 'timeZone'>;
  store: EditableStore | null;
  /** The shop's SEO data as saved (empty for a new shop). */
  seo: SeoValue;
  categories: { id: number; name: string }[];
}

type StoreFormValues = StoreFields & { seo: SeoValue };

const SEO_PREFIX = 'store-seo';
const flags = ['in_menu', 'is_top', 'on_homepage'] as const;

/**
 * A shop's form: every field of the API, checked in the browser with its own schema and words; saved as a draft,
 * scheduled or published, then its SEO data; autosaved while a draft, copied in the browser, guarded against leaving
 * unsaved; a preview of its page and a way to add a promotion to it once it exists.
 */
export function StoreForm({ edition, store, seo, categories }: Props) {
  const t = useTranslations('admin.storeForm');
  const zoneName = useZoneName(edition.timeZone);
  const te = useTranslations('admin.errors');
  const intended = useRef<ContentStatus>('draft');
  const zone = edition.timeZone;

  const resolver = useMemo(
    () =>
      // The resolver reads the status asked for when it checks (a click, an autosave), never while rendering.
      // eslint-disable-next-line react-hooks/refs
      editorResolverWithSeo<StoreFormValues, typeof storeBody>({
        schema: storeBody,
        toBody: (values) => storeBodyOf(values, zone, intended.current),
        rules: (parsed) => storeRuleErrors({ status: parsed.status ?? 'draft', publish_at: parsed.publish_at ?? null }, new Date()),
        t: te,
      }),
    [zone, te],
  );
  const methods = useForm<StoreFormValues>({ defaultValues: { ...storeFields(store, zone), seo }, resolver, shouldFocusError: true });
  const { register, control, formState, reset } = methods;
  const editor = useContentEditor<StoreFormValues, EditableStore>({
    edition: edition.id,
    kind: 'store',
    listPath: '/admin/stores',
    apiPath: '/stores/',
    seoResource: 'store',
    seoPrefix: SEO_PREFIX,
    saved: store,
    savedSeo: seo,
    methods,
    resolver,
    intend: (status) => {
      intended.current = status;
    },
    bodyOf: (values, status) => storeBodyOf(values, zone, status),
    fieldOrder: storeFieldOrder,
    savedMessage: (next) => t(`saved.${next.status}`, { name: next.name }),
    seoNotSaved: t('seoNotSaved'),
  });
  const { saved } = editor;

  const err = (name: keyof StoreFormValues) => formState.errors[name]?.message;
  const ctl = (name: keyof StoreFormValues, hint?: string) => controlProps(`store-${name}`, { hint, error: err(name) });
  const [name, slug, description] = useWatch({ control, name: ['name', 'slug', 'description'] });
  const path = entityPath(edition.id, 'store', [saved?.slug ?? (slug.trim() || slugify(name) || '…')]);
  const publishHint = t('publishAtHint', { zone: zoneName });

  return (
    <form className={styles.editor} noValidate onSubmit={(event) => event.preventDefault()} aria-labelledby="store-form-title">
      <div className={styles.form}>
        <p className={extras.back}>
          <Link href="/admin/stores">{t('backToList')}</Link>
        </p>
        <h1 id="store-form-title">{saved ? t('editTitle', { name: saved.name }) : t('newTitle')}</h1>
        <RestoreBanner
          found={editor.copy.found}
          timeZone={zone}
          onRestore={(values) => {
            reset(values, { keepDefaultValues: true });
            editor.copy.dismiss();
          }}
          onDiscard={editor.copy.clear}
        />
        <section className={styles.sectionBox} aria-labelledby="store-main">
          <h2 id="store-main">{t('main')}</h2>
          <Field id="store-name" label={t('name')} error={err('name')}>
            <input {...register('name')} {...ctl('name')} maxLength={100} autoComplete="off" />
          </Field>
          <Field id="store-slug" label={t('slug')} hint={t('slugHint', { path })} error={err('slug')}>
            <input {...register('slug')} {...ctl('slug', t('slugHint', { path }))} maxLength={200} autoCapitalize="off" spellCheck={false} placeholder={slugify(name)} />
          </Field>
          <Field id="store-website_url" label={t('websiteUrl')} hint={t('websiteUrlHint')} error={err('website_url')}>
            <input type="url" inputMode="url" {...register('website_url')} {...ctl('website_url', t('websiteUrlHint'))} placeholder="https://" />
          </Field>
          <Field id="store-header_1" label={t('header1')} hint={t('header1Hint')} error={err('header_1')}>
            <input {...register('header_1')} {...ctl('header_1', t('header1Hint'))} maxLength={200} />
          </Field>
          <RichTextField control={control} name="description" id="store-description" label={t('description')} edition={edition.id} error={err('description')} />
          <Controller control={control} name="icon" render={({ field }) => <MediaPicker edition={edition.id} name="icon" value={field.value} onChange={field.onChange} label={t('icon')} />} />
          {err('icon') && <p className={styles.fieldError}>{err('icon')}</p>}
        </section>

        <section className={styles.sectionBox} aria-labelledby="store-placement">
          <h2 id="store-placement">{t('placement')}</h2>
          <FieldGroup id="store-categories" label={t('categories')} hint={t('categoriesHint')} error={err('categories')}>
            <Controller control={control} name="categories" render={({ field }) => <Checklist id="store-categories" options={categories} value={field.value} onChange={field.onChange} />} />
          </FieldGroup>
          <FieldGroup id="store-flags" label={t('flags')}>
            {flags.map((flag) => (
              <label key={flag} className={styles.inline}>
                <input type="checkbox" {...register(flag)} />
                {t(`flag.${flag}`)}
              </label>
            ))}
          </FieldGroup>
          <Field id="store-position" label={t('position')} hint={t('positionHint')} error={err('position')}>
            <input type="number" min={0} max={100000} step={1} {...register('position', { valueAsNumber: true })} {...ctl('position', t('positionHint'))} />
          </Field>
        </section>

        <Controller
          control={control}
          name="seo"
          render={({ field }) => (
            <SeoFields
              idPrefix={SEO_PREFIX}
              value={field.value}
              onChange={field.onChange}
              url={`${edition.origin}${path}`}
              fallbackTitle={name}
              fallbackDescription={description}
              errors={seoErrorsOf(formState.errors.seo)}
              edition={edition.id}
            />
          )}
        />
      </div>

      <aside>
        <PublishPanel
          status={saved?.status ?? null}
          busy={editor.busy}
          onSave={editor.save}
          scheduleField={
            <Field id="store-publish_at" label={t('publishAt')} hint={publishHint} error={err('publish_at')}>
              <input type="datetime-local" {...register('publish_at')} {...ctl('publish_at', publishHint)} />
            </Field>
          }
          note={<SaveNote problem={editor.problem} autosave={editor.autosave} dirty={editor.dirty} />}
        >
          {saved && <PreviewActions edition={edition.id} origin={edition.origin} path={entityPath(edition.id, 'store', [saved.slug])} />}
          {saved && (
            <Link className={extras.linkButton} href={`/admin/promotions/new?store=${saved.id}`}>
              {t('newPromotion')}
            </Link>
          )}
        </PublishPanel>
      </aside>
    </form>
  );
}
