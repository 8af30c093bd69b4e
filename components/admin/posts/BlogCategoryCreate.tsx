'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { editorCall } from '@/lib/api/editor-browser';
import type { EditionId } from '@/lib/editions';
import { blogCategoryBody } from '@/lib/schemas/blog-write';
import { showToast } from '../AdminToast';
import { editorResolver } from '../form/editor-resolver';
import { controlProps, Field } from '../form/Field';
import styles from '../form/form.module.css';
import { answerOf, showRefusal } from '../form/submit';
import { useUnsavedGuard } from '../form/useUnsavedGuard';
import { MediaPicker } from '../media/MediaPicker';

interface Values {
  name: string;
  slug: string;
  description: string;
  image: string | null;
  is_featured: boolean;
  position: number;
}

const empty: Values = { name: '', slug: '', description: '', image: null, is_featured: false, position: 0 };
const order = ['name', 'slug', 'description', 'image', 'is_featured', 'position'] as const satisfies readonly (keyof Values)[];
const bodyOf = (values: Values) => ({ ...values, slug: values.slug.trim() || undefined, position: Number(values.position) });

/** A new blog category of the edition: checked in the browser with the API's schema and words, the list read again once created. */
export function BlogCategoryCreate({ edition }: { edition: EditionId }) {
  const t = useTranslations('admin.blogCategories');
  const tf = useTranslations('admin.form');
  const te = useTranslations('admin.errors');
  const router = useRouter();
  const [problem, setProblem] = useState<string | null>(null);
  const resolver = useMemo(() => editorResolver<Values, typeof blogCategoryBody>({ schema: blogCategoryBody, toBody: bodyOf, t: te }), [te]);
  const methods = useForm<Values>({ defaultValues: empty, resolver, shouldFocusError: true });
  const { register, control, handleSubmit, formState, reset } = methods;
  useUnsavedGuard(formState.isDirty, tf('leaveQuestion'));
  const err = (name: keyof Values) => formState.errors[name]?.message;
  const ctl = (name: keyof Values, hint?: string) => controlProps(`category-${name}`, { hint, error: err(name) });

  const create = handleSubmit(
    async (values) => {
      setProblem(null);
      const answer = answerOf(await editorCall('POST', '/blog_categories/', edition, bodyOf(values)), order);
      if (answer.kind === 'done') {
        reset(empty);
        showToast(t('created', { name: values.name }));
        return router.refresh();
      }
      if (answer.kind === 'refused') {
        showRefusal(methods, answer.refusal, order);
        return setProblem(answer.refusal.other.join(' ') || tf('fixFields'));
      }
      setProblem(answer.kind === 'signedOut' ? tf('signedOut') : tf(`failures.${answer.reason}`));
    },
    () => setProblem(tf('fixFields')),
  );

  return (
    <form className={styles.sectionBox} noValidate onSubmit={create} aria-labelledby="category-create">
      <h2 id="category-create">{t('newTitle')}</h2>
      <div className={styles.row}>
        <Field id="category-name" label={t('name')} error={err('name')}>
          <input {...register('name')} {...ctl('name')} maxLength={100} autoComplete="off" />
        </Field>
        <Field id="category-slug" label={t('slug')} hint={t('slugHint')} error={err('slug')}>
          <input {...register('slug')} {...ctl('slug', t('slugHint'))} maxLength={200} autoCapitalize="off" spellCheck={false} />
        </Field>
      </div>
      <Field id="category-description" label={t('description')} hint={t('descriptionHint')} error={err('description')}>
        <textarea rows={3} {...register('description')} {...ctl('description', t('descriptionHint'))} maxLength={2000} />
      </Field>
      <Controller control={control} name="image" render={({ field }) => <MediaPicker edition={edition} name="image" value={field.value} onChange={field.onChange} label={t('image')} />} />
      {err('image') && <p className={styles.fieldError}>{err('image')}</p>}
      <div className={styles.row}>
        <Field id="category-position" label={t('position')} hint={t('positionHint')} error={err('position')}>
          <input type="number" min={0} max={100000} step={1} {...register('position', { valueAsNumber: true })} {...ctl('position', t('positionHint'))} />
        </Field>
        <label className={styles.inline}>
          <input type="checkbox" {...register('is_featured')} />
          {t('isFeatured')}
        </label>
      </div>
      <div className={styles.buttons}>
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('creating') : t('create')}
        </button>
      </div>
      <p role="alert" className={styles.alert}>
        {problem}
      </p>
    </form>
  );
}
