'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { editorCall } from '@/lib/api/editor-browser';
import type { EditionId } from '@/lib/editions';
import { blogCategoryBody } from '@/lib/schemas/blog-write';
import { showToast } from '../AdminToast';
import { editorResolver } from '../form/editor-resolver';
import { fieldsOf, Field, InlineChoice } from '../form/Field';
import { MediaField } from '../form/MediaField';
import { PositionField } from '../form/PositionField';
import styles from '../form/form.module.css';
import { answerOf, showRefusal } from '../form/submit';
import { useUnsavedGuard } from '../form/useUnsavedGuard';

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
  const field = fieldsOf('category', formState.errors);

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
        <Field {...field('name')} label={t('name')} registration={register('name')}>
          {(control) => <input {...control} maxLength={100} autoComplete="off" />}
        </Field>
        <Field {...field('slug')} label={t('slug')} hint={t('slugHint')} registration={register('slug')}>
          {(control) => <input {...control} maxLength={200} autoCapitalize="off" spellCheck={false} />}
        </Field>
      </div>
      <Field {...field('description')} label={t('description')} hint={t('descriptionHint')} registration={register('description')}>
        {(control) => <textarea rows={3} {...control} maxLength={2000} />}
      </Field>
      <MediaField control={control} name="image" label={t('image')} edition={edition} error={field('image').error} />
      <div className={styles.row}>
        <PositionField {...field('position')} label={t('position')} hint={t('positionHint')} registration={register('position', { valueAsNumber: true })} />
        <InlineChoice {...register('is_featured')} label={t('isFeatured')} />
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
