'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useZoneName } from '@/components/admin/form/useZoneName';
import { useMemo, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { postBodyOf, postFieldOrder, postFields, type ChosenStore, type PostFields } from '@/lib/admin/post-form-values';
import type { EditablePost } from '@/lib/api/types/editor-posts';
import type { Edition } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import { postBody, postRuleErrors } from '@/lib/schemas/blog-write';
import type { ContentStatus } from '@/lib/schemas/content-status';
import { slugify } from '@/lib/slug';
import { PreviewActions } from '../PreviewActions';
import { controlProps, Field } from '../form/Field';
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
  const te = useTranslations('admin.errors');
  const intended = useRef<{ status: ContentStatus; savedStatus: ContentStatus | null }>({ status: 'draft', savedStatus: null });
  const zone = edition.timeZone;

  const resolver = useMemo(
    () =>
      // The resolver reads the status asked for when it checks (a click, an autosave), never while rendering.
      // eslint-disable-next-line react-hooks/refs
      editorResolverWithSeo<PostFormValues, typeof postBody>({
        schema: postBody,
        toBody: (values) => postBodyOf(values, zone, intended.current.status, intended.current.savedStatus),
        rules: (parsed) => postRuleErrors({ status: parsed.status ?? 'draft', published_at: parsed.published_at ?? null }, new Date()),
        t: te,
      }),
    [zone, te],
  );
  const methods = useForm<PostFormValues>({ defaultValues: { ...postFields(post, stores, zone), seo }, resolver, shouldFocusError: true });
  const { register, control, formState, reset } = methods;
  const editor = useContentEditor<PostFormValues, EditablePost>({
    edition: edition.id,
    kind: 'post',
    listPath: '/admin/posts',
    apiPath: '/posts/',
    seoResource: 'blog_post',
    seoPrefix: SEO_PREFIX,
    saved: post,
    savedSeo: seo,
    methods,
    resolver,
    intend: (status, savedStatus) => {
      intended.current = { status, savedStatus };
    },
    bodyOf: (values, status, savedStatus) => postBodyOf(values, zone, status, savedStatus),
    fieldOrder: postFieldOrder,
    savedMessage: (next) => t(`saved.${next.status}`, { title: next.title }),
    seoNotSaved: t('seoNotSaved'),
  });
  const { saved } = editor;

  const err = (name: keyof PostFields) => formState.errors[name]?.message;
  const ctl = (name: keyof PostFields, hint?: string) => controlProps(`post-${name}`, { hint, error: err(name) });
  const [title, slug, categoryId, excerpt, content] = useWatch({ control, name: ['title', 'slug', 'category', 'excerpt', 'content'] });
  const categorySlug = categories.find((c) => c.id === Number(categoryId))?.slug ?? '…';
  const path = saved?.url ?? entityPath(edition.id, 'blog_post', [categorySlug, slug.trim() || slugify(title) || '…']);
  const publishHint = t('publishedAtHint', { zone: zoneName });

  return (
    <form className={styles.editor} noValidate onSubmit={(event) => event.preventDefault()} aria-labelledby="post-form-title">
      <div className={styles.form}>
        <p className={extras.back}>
          <Link href="/admin/posts">{t('backToList')}</Link>
        </p>
        <h1 id="post-form-title">{saved ? t('editTitle', { title: saved.title }) : t('newTitle')}</h1>
        <RestoreBanner
          found={editor.copy.found}
          timeZone={zone}
          onRestore={(values) => {
            reset(values, { keepDefaultValues: true });
            editor.copy.dismiss();
          }}
          onDiscard={editor.copy.clear}
        />
        <section className={styles.sectionBox} aria-labelledby="post-main">
          <h2 id="post-main">{t('main')}</h2>
          <Field id="post-title" label={t('title')} error={err('title')}>
            <input {...register('title')} {...ctl('title')} maxLength={200} autoComplete="off" />
          </Field>
          <Field id="post-slug" label={t('slug')} hint={t('slugHint', { path })} error={err('slug')}>
            <input {...register('slug')} {...ctl('slug', t('slugHint', { path }))} maxLength={200} autoCapitalize="off" spellCheck={false} placeholder={slugify(title)} />
          </Field>
          <Field id="post-category" label={t('category')} hint={t('categoryHint')} error={err('category')}>
            <select {...register('category', { setValueAs: (v: string | number | null) => (v === '' || v === null ? null : Number(v)) })} {...ctl('category', t('categoryHint'))}>
              <option value="">{t('chooseCategory')}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="post-excerpt" label={t('excerpt')} hint={t('excerptHint')} error={err('excerpt')}>
            <textarea rows={3} {...register('excerpt')} {...ctl('excerpt', t('excerptHint'))} maxLength={600} />
          </Field>
          <RichTextField control={control} name="content" id="post-content" label={t('content')} edition={edition.id} error={err('content')} />
          <Controller control={control} name="image" render={({ field }) => <MediaPicker edition={edition.id} name="image" value={field.value} onChange={field.onChange} label={t('image')} />} />
          {err('image') && <p className={styles.fieldError}>{err('image')}</p>}
        </section>

        <section className={styles.sectionBox} aria-labelledby="post-details">
          <h2 id="post-details">{t('details')}</h2>
          <div className={styles.row}>
            <Field id="post-author" label={t('author')} error={err('author')}>
              <input {...register('author')} {...ctl('author')} maxLength={100} autoComplete="off" />
            </Field>
            <Field id="post-reading_minutes" label={t('readingMinutes')} hint={t('readingMinutesHint')} error={err('reading_minutes')}>
              <input type="number" min={1} max={120} step={1} {...register('reading_minutes', { valueAsNumber: true })} {...ctl('reading_minutes', t('readingMinutesHint'))} />
            </Field>
          </div>
          <Field id="post-similar_stores" label={t('similarStores')} hint={t('similarStoresHint', { max: MAX_STORES })} error={err('similar_stores')}>
            <Controller
              control={control}
              name="similar_stores"
              render={({ field }) => (
                <SimilarStoresField
                  ref={field.ref}
                  id="post-similar_stores"
                  edition={edition.id}
                  value={field.value}
                  onChange={field.onChange}
                  max={MAX_STORES}
                  describedBy={ctl('similar_stores', t('similarStoresHint', { max: MAX_STORES }))['aria-describedby']}
                  invalid={Boolean(err('similar_stores'))}
                />
              )}
            />
          </Field>
          <label className={styles.inline}>
            <input type="checkbox" {...register('is_featured')} />
            {t('isFeatured')}
          </label>
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
              fallbackTitle={title}
              fallbackDescription={excerpt || content}
              errors={seoErrorsOf(formState.errors.seo)}
              edition={edition.id}
            />
          )}
        />
      </div>

      <aside>
        <PublishPanel
          status={saved?.status ?? null}
          statusLabel={(status) => tp(`statuses.${status ?? 'notSaved'}`)}
          busy={editor.busy}
          onSave={editor.save}
          scheduleField={
            <Field id="post-published_at" label={t('publishedAt')} hint={publishHint} error={err('published_at')}>
              <input type="datetime-local" {...register('published_at')} {...ctl('published_at', publishHint)} />
            </Field>
          }
          note={<SaveNote problem={editor.problem} autosave={editor.autosave} dirty={editor.dirty} />}
        >
          {saved && <PreviewActions edition={edition.id} origin={edition.origin} path={saved.url} />}
        </PublishPanel>
      </aside>
    </form>
  );
}
