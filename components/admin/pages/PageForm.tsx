'use client';

import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { pageBodyOf, pageFieldOrder, pageFormValues, type PageFormValues } from '@/lib/admin/page-form-values';
import { editorCall } from '@/lib/api/editor-browser';
import type { EditorPage } from '@/lib/api/types/editor-pages';
import type { Edition } from '@/lib/editions';
import type { PageIdentifier } from '@/lib/pages/identifiers';
import type { ContentStatus } from '@/lib/schemas/content-status';
import { pageBody } from '@/lib/schemas/pages';
import { showToast } from '../AdminToast';
import { PreviewActions } from '../PreviewActions';
import { editorResolver } from '../form/editor-resolver';
import { EditorForm, FormSection } from '../form/EditorForm';
import { fieldsOf, Field } from '../form/Field';
import { RestoreBanner } from '../form/RestoreBanner';
import { RichTextField } from '../form/RichTextField';
import { answerOf, showRefusal } from '../form/submit';
import { useLocalCopy } from '../form/useLocalCopy';
import { useUnsavedGuard } from '../form/useUnsavedGuard';
import { useZoneName } from '../form/useZoneName';
import { SearchPreview } from '../seo/SearchPreview';
import { SEO_DESCRIPTION_ADVISED, SEO_TITLE_ADVISED } from '../seo/seo-preview';
import { SeoTextField } from '../seo/SeoTextField';
import seoStyles from '../seo/SeoFields.module.css';
import { PagePublishPanel } from './PagePublishPanel';

interface Props {
  edition: Pick<Edition, 'id' | 'origin' | 'timeZone'>;
  identifier: PageIdentifier;
  /** The page's name on the editors' screens (« À propos »). */
  name: string;
  /** Its texts as an editor reads them: the waiting version's if there is one. */
  page: EditorPage;
  /** Its public path on the edition, or null where the edition has no such route. */
  path: string | null;
}

/**
 * A static page's texts: checked in the browser with the API's schema and words; saved as a draft (seen only in
 * preview), scheduled, or published at once, the published texts staying online until then; copied in the browser
 * and guarded against leaving unsaved; a preview of the page as it will be.
 */
export function PageForm({ edition, identifier, name, page, path }: Props) {
  const t = useTranslations('admin.pageForm');
  const zoneName = useZoneName(edition.timeZone);
  const tf = useTranslations('admin.form');
  const ts = useTranslations('admin.seo');
  const te = useTranslations('admin.errors');
  const format = useFormatter();
  const router = useRouter();
  const [saved, setSaved] = useState(page);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const intended = useRef<ContentStatus>('draft');
  const zone = edition.timeZone;

  const resolver = useMemo(
    // The resolver reads the status asked for when it checks (a click), never while rendering.
    // eslint-disable-next-line react-hooks/refs
    () => editorResolver<PageFormValues, typeof pageBody>({ schema: pageBody, toBody: (values) => pageBodyOf(values, zone, intended.current), t: te }),
    [zone, te],
  );
  const methods = useForm<PageFormValues>({ defaultValues: pageFormValues(page, zone), resolver, shouldFocusError: true });
  const { register, control, formState, reset, handleSubmit } = methods;
  const values = useWatch({ control }) as PageFormValues;
  const dirty = formState.isDirty;
  const copy = useLocalCopy<PageFormValues>(`admin:page:${edition.id}:${identifier}`, values, dirty, saved.updated_at);
  useUnsavedGuard(dirty, tf('leaveQuestion'));

  const save = (status: ContentStatus) => {
    intended.current = status;
    setProblem(null);
    void handleSubmit(
      async (sent) => {
        setBusy(true);
        const result = await editorCall('PUT', '/pages/update_page/', edition.id, pageBodyOf(sent, zone, status), { page: identifier });
        setBusy(false);
        const answer = answerOf(result, pageFieldOrder);
        if (answer.kind === 'done') {
          const next = answer.body as EditorPage;
          setSaved(next);
          reset(sent, { keepValues: true });
          copy.clear();
          showToast(t(`saved.${next.status}`, { name }));
          router.refresh();
        } else if (answer.kind === 'refused') {
          showRefusal(methods, answer.refusal, pageFieldOrder);
          setProblem(answer.refusal.other.join(' ') || tf('fixFields'));
        } else {
          setProblem(answer.kind === 'signedOut' ? tf('signedOut') : tf(`failures.${answer.reason}`));
        }
      },
      () => setProblem(tf('fixFields')),
    )();
  };

  const field = fieldsOf('page', formState.errors);
  const scheduledFor = saved.publish_at ? format.dateTime(new Date(saved.publish_at), { dateStyle: 'long', timeStyle: 'short', timeZone: zone }) : null;
  const seoError = (seoField: 'seo_title' | 'meta_description') => {
    const { error } = field(seoField);
    return error ? [error] : undefined;
  };

  return (
    <EditorForm
      idPrefix="page"
      title={t('editTitle', { name })}
      back={{ href: '/admin/pages', label: t('backToList') }}
      notices={<RestoreBanner copy={copy} reset={reset} timeZone={zone} />}
      aside={() => (
        <PagePublishPanel
          status={saved.status}
          scheduledFor={scheduledFor}
          saving={{ busy, save, problem, dirty }}
          schedule={{ ...field('publish_at'), label: t('publishAt'), hint: t('publishAtHint', { zone: zoneName }), registration: register('publish_at') }}
        >
          {path && <PreviewActions edition={edition.id} origin={edition.origin} path={path} />}
        </PagePublishPanel>
      )}
    >
      <FormSection id="page-texts" title={t('texts')}>
        <Field {...field('title')} label={t('title')} hint={t('titleHint')} registration={register('title')}>
          {(control) => <input {...control} maxLength={200} autoComplete="off" />}
        </Field>
        <Field {...field('header_1')} label={t('header1')} hint={t('header1Hint')} registration={register('header_1')}>
          {(control) => <input {...control} maxLength={200} />}
        </Field>
        <RichTextField control={control} name="content" {...field('content')} label={t('content')} edition={edition.id} />
      </FormSection>

      <section className={seoStyles.panel} aria-labelledby="page-seo">
        <h2 id="page-seo" className={seoStyles.legend}>
          {ts('legend')}
        </h2>
        <div className={seoStyles.body}>
          <p className={seoStyles.intro}>{ts('intro')}</p>
          <div className={seoStyles.layout}>
            <Controller
              control={control}
              name="seo_title"
              render={({ field: title }) => (
                <SeoTextField id="page-seo_title" label={ts('title')} hint={ts('titleHint')} value={title.value} onChange={title.onChange} maxLength={200} advised={SEO_TITLE_ADVISED} errors={seoError('seo_title')} />
              )}
            />
            <Controller
              control={control}
              name="meta_description"
              render={({ field: description }) => (
                <SeoTextField
                  id="page-meta_description"
                  label={ts('description')}
                  hint={t('descriptionHint')}
                  value={description.value}
                  onChange={description.onChange}
                  maxLength={500}
                  advised={SEO_DESCRIPTION_ADVISED}
                  multiline
                  errors={seoError('meta_description')}
                />
              )}
            />
            <SearchPreview
              id="page-seo-preview"
              url={`${edition.origin}${path ?? ''}`}
              seoTitle={values.seo_title}
              seoDescription={values.meta_description}
              fallbackTitle={values.title}
              fallbackDescription={values.header_1}
              noindex={false}
              edition={edition.id}
            />
          </div>
        </div>
      </section>
    </EditorForm>
  );
}
