'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { SeoData } from '@/lib/api/types/seo';
import type { EditionId } from '@/lib/editions';
import { SearchPreview } from './SearchPreview';
import { SEO_DESCRIPTION_ADVISED, SEO_TITLE_ADVISED } from './seo-preview';
import { SeoTextField } from './SeoTextField';
import styles from './SeoFields.module.css';

/** The SEO panel's value: the entity's SEO data, as its write bodies and the SEO calls name them. */
export type SeoValue = SeoData;

export const emptySeoValue: SeoValue = { seo_title: '', seo_description: '', robots_noindex: false, robots_nofollow: false, canonical_url: null, og_image: null };

export interface SeoFieldsProps {
  value: SeoValue;
  onChange: (next: SeoValue) => void;
  /** The entity's public address, shown as search engines print it. */
  url: string;
  /** What the page is titled without an SEO title (the entity's name, or the page's usual title for it). */
  fallbackTitle: string;
  /** What the page is described by without a meta description (the excerpt or the text, HTML allowed). */
  fallbackDescription: string;
  /** The API's refusals, field by field (`seo_title: [...]`). */
  errors?: Record<string, string[]>;
  /** With the edition, the preview adds the brand after the title as the pages do (`… | Vacances.be`). */
  edition?: EditionId;
  /** Prefix of the fields' ids (`{prefix}-seo_title`), for an error summary's links; a generated one otherwise. */
  idPrefix?: string;
}

/** Most the API accepts (lib/schemas/seo.ts, write-fields.ts `picture`). */
const MAX = { seo_title: 200, seo_description: 500, canonical_url: 2000, og_image: 500 } as const;

/** The SEO panel of an entity's form: what search engines and social networks show of its page. */
export function SeoFields({ value, onChange, url, fallbackTitle, fallbackDescription, errors, edition, idPrefix }: SeoFieldsProps) {
  const t = useTranslations('admin.seo');
  const generated = useId();
  const id = (field: keyof SeoValue) => `${idPrefix ?? generated}-${field}`;
  const set = <K extends keyof SeoValue>(field: K, next: SeoValue[K]) => onChange({ ...value, [field]: next });
  // An emptied address field clears the setting, as the API's null does.
  const optional = (text: string) => (text.trim() === '' ? null : text);

  return (
    <fieldset className={styles.panel}>
      <legend className={styles.legend}>{t('legend')}</legend>
      <div className={styles.body}>
        <p className={styles.intro}>{t('intro')}</p>
        <div className={styles.layout}>
        <SeoTextField
          id={id('seo_title')}
          label={t('title')}
          hint={t('titleHint')}
          value={value.seo_title}
          onChange={(text) => set('seo_title', text)}
          maxLength={MAX.seo_title}
          advised={SEO_TITLE_ADVISED}
          errors={errors?.seo_title}
        />
        <SeoTextField
          id={id('seo_description')}
          label={t('description')}
          hint={t('descriptionHint')}
          value={value.seo_description}
          onChange={(text) => set('seo_description', text)}
          maxLength={MAX.seo_description}
          advised={SEO_DESCRIPTION_ADVISED}
          multiline
          errors={errors?.seo_description}
        />
        <SearchPreview
          id={`${idPrefix ?? generated}-preview`}
          url={url}
          seoTitle={value.seo_title}
          seoDescription={value.seo_description}
          fallbackTitle={fallbackTitle}
          fallbackDescription={fallbackDescription}
          noindex={value.robots_noindex}
          edition={edition}
        />
        <fieldset className={styles.robots}>
          <legend className={styles.label}>{t('robots')}</legend>
          {(['robots_noindex', 'robots_nofollow'] as const).map((field) => (
            <div key={field} className={styles.check}>
              <input
                id={id(field)}
                type="checkbox"
                checked={value[field]}
                onChange={(event) => set(field, event.target.checked)}
                aria-describedby={errors?.[field]?.length ? `${id(field)}-error` : undefined}
              />
              <label htmlFor={id(field)}>{t(field === 'robots_noindex' ? 'noindex' : 'nofollow')}</label>
              {errors?.[field]?.length ? (
                <p id={`${id(field)}-error`} className={styles.checkError}>
                  {errors[field].join(' ')}
                </p>
              ) : null}
            </div>
          ))}
        </fieldset>
        <SeoTextField
          id={id('canonical_url')}
          label={t('canonical')}
          hint={t('canonicalHint')}
          value={value.canonical_url ?? ''}
          onChange={(text) => set('canonical_url', optional(text))}
          maxLength={MAX.canonical_url}
          address
          errors={errors?.canonical_url}
        />
        <SeoTextField
          id={id('og_image')}
          label={t('ogImage')}
          hint={t('ogImageHint')}
          value={value.og_image ?? ''}
          onChange={(text) => set('og_image', optional(text))}
          maxLength={MAX.og_image}
          address
          errors={errors?.og_image}
        />
        </div>
      </div>
    </fieldset>
  );
}
