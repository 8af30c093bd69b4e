'use client';

import type { ReactNode } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { storeBodyOf, storeFieldOrder, storeFields, type StoreFields } from '@/lib/admin/store-form-values';
import type { EditableStore } from '@/lib/api/types/editor-stores';
import type { Edition } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import { storeBody, storeRuleErrors } from '@/lib/schemas/store-write';
import { slugify } from '@/lib/slug';
import { PreviewActions } from '../PreviewActions';
import { ChecklistField } from '../form/ChecklistField';
import { EditorForm, FormSection } from '../form/EditorForm';
import { fieldsOf, Field, FlagsField } from '../form/Field';
import { MediaField } from '../form/MediaField';
import { PositionField } from '../form/PositionField';
import { PublishPanel } from '../form/PublishPanel';
import { RestoreBanner } from '../form/RestoreBanner';
import { RichTextField } from '../form/RichTextField';
import extras from '../form/extras.module.css';
import { useContentEditor } from '../form/useContentEditor';
import { useZoneName } from '../form/useZoneName';
import { FormSeoFields } from '../seo/FormSeoFields';
import type { SeoValue } from '../seo/SeoFields';
import { seoErrorsOf } from '../seo/seo-form';

interface Props {
  edition: Pick<Edition, 'id' | 'origin' | 'timeZone'>;
  store: EditableStore | null;
  /** The shop's SEO data as saved (empty for a new shop). */
  seo: SeoValue;
  categories: { id: number; name: string }[];
  /** What the shop's exits brought lately, shown under the publication panel (a saved shop only). */
  figures?: ReactNode;
}

type StoreFormValues = StoreFields & { seo: SeoValue };

const SEO_PREFIX = 'store-seo';
const flags = ['in_menu', 'is_top', 'on_homepage'] as const;

/**
 * A shop's form: every field of the API, checked in the browser with its own schema and words; saved as a draft,
 * scheduled or published, then its SEO data; autosaved while a draft, copied in the browser, guarded against leaving
 * unsaved; a preview of its page and a way to add a promotion to it once it exists.
 */
export function StoreForm({ edition, store, seo, categories, figures }: Props) {
  const t = useTranslations('admin.storeForm');
  const zoneName = useZoneName(edition.timeZone);
  const zone = edition.timeZone;
  const editor = useContentEditor<StoreFormValues, EditableStore, typeof storeBody>({
    edition: edition.id,
    kind: 'store',
    listPath: '/admin/stores',
    apiPath: '/stores/',
    seoResource: 'store',
    seoPrefix: SEO_PREFIX,
    saved: store,
    savedSeo: seo,
    defaultValues: { ...storeFields(store, zone), seo },
    schema: storeBody,
    rules: (parsed) => storeRuleErrors({ status: parsed.status ?? 'draft', publish_at: parsed.publish_at ?? null }, new Date()),
    bodyOf: (values, status) => storeBodyOf(values, zone, status),
    fieldOrder: storeFieldOrder,
    savedMessage: (next) => t(`saved.${next.status}`, { name: next.name }),
    seoNotSaved: t('seoNotSaved'),
  });
  const { saved, methods } = editor;
  const { register, control, formState, reset } = methods;
  const field = fieldsOf('store', formState.errors);
  const [name, slug, description] = useWatch({ control, name: ['name', 'slug', 'description'] });
  const path = entityPath(edition.id, 'store', [saved?.slug ?? (slug.trim() || slugify(name) || '…')]);

  return (
    <EditorForm
      idPrefix="store"
      title={saved ? t('editTitle', { name: saved.name }) : t('newTitle')}
      back={{ href: '/admin/stores', label: t('backToList') }}
      notices={<RestoreBanner copy={editor.copy} reset={reset} timeZone={zone} />}
      aside={() => (
        <>
          <PublishPanel
            status={saved?.status ?? null}
            saving={editor}
            schedule={{ ...field('publish_at'), label: t('publishAt'), hint: t('publishAtHint', { zone: zoneName }), registration: register('publish_at') }}
          >
            {saved && <PreviewActions edition={edition.id} origin={edition.origin} path={entityPath(edition.id, 'store', [saved.slug])} />}
            {saved && (
              <Link className={extras.linkButton} href={`/admin/promotions/new?store=${saved.id}`}>
                {t('newPromotion')}
              </Link>
            )}
          </PublishPanel>
          {saved && figures}
        </>
      )}
    >
      <FormSection id="store-main" title={t('main')}>
        <Field {...field('name')} label={t('name')} registration={register('name')}>
          {(control) => <input {...control} maxLength={100} autoComplete="off" />}
        </Field>
        <Field {...field('slug')} label={t('slug')} hint={t('slugHint', { path })} registration={register('slug')}>
          {(control) => <input {...control} maxLength={200} autoCapitalize="off" spellCheck={false} placeholder={slugify(name)} />}
        </Field>
        <Field {...field('website_url')} label={t('websiteUrl')} hint={t('websiteUrlHint')} registration={register('website_url')}>
          {(control) => <input type="url" inputMode="url" {...control} placeholder="https://" />}
        </Field>
        <Field {...field('header_1')} label={t('header1')} hint={t('header1Hint')} registration={register('header_1')}>
          {(control) => <input {...control} maxLength={200} />}
        </Field>
        <RichTextField control={control} name="description" {...field('description')} label={t('description')} edition={edition.id} />
        <MediaField control={control} name="icon" label={t('icon')} edition={edition.id} error={field('icon').error} />
      </FormSection>

      <FormSection id="store-placement" title={t('placement')}>
        <ChecklistField control={control} name="categories" {...field('categories')} label={t('categories')} hint={t('categoriesHint')} options={categories} />
        <FlagsField id="store-flags" label={t('flags')} flags={flags.map((flag) => ({ label: t(`flag.${flag}`), registration: register(flag) }))} />
        <PositionField {...field('position')} label={t('position')} hint={t('positionHint')} registration={register('position', { valueAsNumber: true })} />
      </FormSection>

      <FormSeoFields
        control={control}
        idPrefix={SEO_PREFIX}
        url={`${edition.origin}${path}`}
        fallbackTitle={name}
        fallbackDescription={description}
        errors={seoErrorsOf(formState.errors.seo)}
        edition={edition.id}
      />
    </EditorForm>
  );
}
