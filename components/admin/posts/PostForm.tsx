'use client';

import { useTranslations } from 'next-intl';
import { Controller, useWatch } from 'react-hook-form';
import { postBodyOf, postFieldOrder, postFields, type ChosenStore, type PostFields } from '@/lib/admin/post-form-values';
import type { EditablePost } from '@/lib/api/types/editor-posts';
import type { Edition } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import { postBody, postRuleErrors } from '@/lib/schemas/blog-write';
import { slugify } from '@/lib/slug';
import { PreviewActions } from '../PreviewActions';
import { EditorForm, FormSection } from '../form/EditorForm';
import { fieldsOf, Field, InlineChoice } from '../form/Field';
import { MediaField } from '../form/MediaField';
import { PublishPanel } from '../form/PublishPanel';
import { RestoreBanner } from '../form/RestoreBanner';
import { RichTextField } from '../form/RichTextField';
import styles from '../form/form.module.css';
import { useContentEditor } from '../form/useContentEditor';
import { useZoneName } from '../form/useZoneName';
import { FormSeoFields } from '../seo/FormSeoFields';
import type { SeoValue } from '../seo/SeoFields';
import { seoErrorsOf } from '../seo/seo-form';
import { SimilarStoresField } from './SimilarStoresField';

interface Props {
  edition: Pick<Edition, 'id' | 'origin' | 'timeZone'>;
  post: EditablePost | null;
  /** The post's SEO data as saved (empty for a new post). */
  seo: SeoValue;
  /** Its recommended shops, named. */
  stores: ChosenStore[];
  categories: { id: number; name: string; slug: string }[];
}

type PostFormValues = PostFields & { seo: SeoValue };

const SEO_PREFIX = 'post-seo';
/** Most shops the API takes beside a post (lib/schemas/blog-write.ts). */
const MAX_STORES = 12;

/**
 * A post's form: every field of the API, checked in the browser with its own schema and words; saved as a draft,
 * scheduled or published, then its SEO data; autosaved while a draft, copied in the browser, guarded against leaving
 * unsaved; a preview of its page.
 */
export function PostForm({ edition, post, seo, stores, categories }: Props) {
  const t = useTranslations('admin.postForm');
  const zoneName = useZoneName(edition.timeZone);
  const tp = useTranslations('admin.posts');
  const zone = edition.timeZone;
  const editor = useContentEditor<PostFormValues, EditablePost, typeof postBody>({
    edition: edition.id,
    kind: 'post',
    listPath: '/admin/posts',
    apiPath: '/posts/',
    seoResource: 'blog_post',
    seoPrefix: SEO_PREFIX,
    saved: post,
    savedSeo: seo,
    defaultValues: { ...postFields(post, stores, zone), seo },
    schema: postBody,
    rules: (parsed) => postRuleErrors({ status: parsed.status ?? 'draft', published_at: parsed.published_at ?? null }, new Date()),
    bodyOf: (values, status, savedStatus) => postBodyOf(values, zone, status, savedStatus),
    fieldOrder: postFieldOrder,
    savedMessage: (next) => t(`saved.${next.status}`, { title: next.title }),
    seoNotSaved: t('seoNotSaved'),
  });
  const { saved, methods } = editor;
  const { register, control, formState, reset } = methods;
  const field = fieldsOf('post', formState.errors);
  const [title, slug, categoryId, excerpt, content] = useWatch({ control, name: ['title', 'slug', 'category', 'excerpt', 'content'] });
  const categorySlug = categories.find((c) => c.id === Number(categoryId))?.slug ?? '…';
  const path = saved?.url ?? entityPath(edition.id, 'blog_post', [categorySlug, slug.trim() || slugify(title) || '…']);

  return (
    <EditorForm
      idPrefix="post"
      title={saved ? t('editTitle', { title: saved.title }) : t('newTitle')}
      back={{ href: '/admin/posts', label: t('backToList') }}
      notices={<RestoreBanner copy={editor.copy} reset={reset} timeZone={zone} />}
      aside={() => (
        <PublishPanel
          status={saved?.status ?? null}
          statusLabel={(status) => tp(`statuses.${status ?? 'notSaved'}`)}
          saving={editor}
          schedule={{ ...field('published_at'), label: t('publishedAt'), hint: t('publishedAtHint', { zone: zoneName }), registration: register('published_at') }}
        >
          {saved && <PreviewActions edition={edition.id} origin={edition.origin} path={saved.url} />}
        </PublishPanel>
      )}
    >
      <FormSection id="post-main" title={t('main')}>
        <Field {...field('title')} label={t('title')} registration={register('title')}>
          {(control) => <input {...control} maxLength={200} autoComplete="off" />}
        </Field>
        <Field {...field('slug')} label={t('slug')} hint={t('slugHint', { path })} registration={register('slug')}>
          {(control) => <input {...control} maxLength={200} autoCapitalize="off" spellCheck={false} placeholder={slugify(title)} />}
        </Field>
        <Field
          {...field('category')}
          label={t('category')}
          hint={t('categoryHint')}
          registration={register('category', { setValueAs: (v: string | number | null) => (v === '' || v === null ? null : Number(v)) })}
        >
          {(control) => (
            <select {...control}>
              <option value="">{t('chooseCategory')}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field {...field('excerpt')} label={t('excerpt')} hint={t('excerptHint')} registration={register('excerpt')}>
          {(control) => <textarea rows={3} {...control} maxLength={600} />}
        </Field>
        <RichTextField control={control} name="content" {...field('content')} label={t('content')} edition={edition.id} />
        <MediaField control={control} name="image" label={t('image')} edition={edition.id} error={field('image').error} />
      </FormSection>

      <FormSection id="post-details" title={t('details')}>
        <div className={styles.row}>
          <Field {...field('author')} label={t('author')} registration={register('author')}>
            {(control) => <input {...control} maxLength={100} autoComplete="off" />}
          </Field>
          <Field {...field('reading_minutes')} label={t('readingMinutes')} hint={t('readingMinutesHint')} registration={register('reading_minutes', { valueAsNumber: true })}>
            {(control) => <input type="number" min={1} max={120} step={1} {...control} />}
          </Field>
        </div>
        <Field {...field('similar_stores')} label={t('similarStores')} hint={t('similarStoresHint', { max: MAX_STORES })}>
          {({ id, 'aria-invalid': invalid, 'aria-describedby': describedBy }) => (
            <Controller
              control={control}
              name="similar_stores"
              render={({ field: picked }) => (
                <SimilarStoresField
                  ref={picked.ref}
                  id={id}
                  edition={edition.id}
                  value={picked.value}
                  onChange={picked.onChange}
                  max={MAX_STORES}
                  describedBy={describedBy}
                  invalid={Boolean(invalid)}
                />
              )}
            />
          )}
        </Field>
        <InlineChoice {...register('is_featured')} label={t('isFeatured')} />
      </FormSection>

      <FormSeoFields
        control={control}
        idPrefix={SEO_PREFIX}
        url={`${edition.origin}${path}`}
        fallbackTitle={title}
        fallbackDescription={excerpt || content}
        errors={seoErrorsOf(formState.errors.seo)}
        edition={edition.id}
      />
    </EditorForm>
  );
}
