'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { EditionId } from '@/lib/editions';
import { showToast } from '../AdminToast';
import styles from '../form/form.module.css';
import { useUnsavedGuard } from '../form/useUnsavedGuard';
import type { SeoResource } from '@/lib/schemas/seo';
import { SeoFields, type SeoValue } from './SeoFields';
import { focusSeoField, sameSeo, saveSeo, seoFieldNames, seoIssues } from './seo-form';

interface Props {
  edition: EditionId;
  /** Whose SEO data: a category of promotions or of the blog (shops and posts save theirs with their form). */
  resource: Extract<SeoResource, 'promotion_category' | 'blog_post_category'>;
  category: { id: number; name: string; description: string };
  /** The category page's address, as search engines print it. */
  url: string;
  seo: SeoValue;
}

/** A category's SEO panel, saved on its own through `PATCH /seo/{resource}/{id}/`. */
export function CategorySeoPanel({ edition, resource, category, url, seo }: Props) {
  const t = useTranslations('admin.seoPanel');
  const tf = useTranslations('admin.form');
  const te = useTranslations('admin.errors');
  const [saved, setSaved] = useState(seo);
  const [value, setValue] = useState(seo);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const prefix = `category-${category.id}-seo`;
  const dirty = !sameSeo(value, saved);
  useUnsavedGuard(dirty, tf('leaveQuestion'));

  const save = async () => {
    setProblem(null);
    const issues = seoIssues(value, te);
    const refused = seoFieldNames.filter((name) => issues[name]);
    if (refused.length) {
      setErrors(Object.fromEntries(refused.map((name) => [name, [issues[name]!]])));
      setProblem(tf('fixFields'));
      return focusSeoField(prefix, refused[0]);
    }
    setBusy(true);
    const outcome = await saveSeo(edition, resource, category.id, value, saved);
    setBusy(false);
    if (outcome.kind === 'saved' || outcome.kind === 'unchanged') {
      setErrors({});
      setSaved(value);
      return showToast(t('saved', { name: category.name }));
    }
    if (outcome.kind === 'refused') {
      const fields = seoFieldNames.filter((name) => outcome.refusal.fields[name]);
      setErrors(Object.fromEntries(fields.map((name) => [name, [outcome.refusal.fields[name]]])));
      setProblem(outcome.refusal.other.join(' ') || tf('fixFields'));
      if (fields[0]) focusSeoField(prefix, fields[0]);
      return;
    }
    setProblem(outcome.reason === 'signedOut' ? tf('signedOut') : tf(`failures.${outcome.reason}`));
  };

  return (
    <div className={styles.form}>
      <SeoFields idPrefix={prefix} value={value} onChange={setValue} url={url} fallbackTitle={category.name} fallbackDescription={category.description} errors={errors} edition={edition} />
      <div className={styles.buttons}>
        <button type="button" className="button" disabled={busy} onClick={save}>
          {busy ? t('saving') : t('save')}
        </button>
        {dirty && !problem && <span className={styles.note}>{tf('unsaved')}</span>}
      </div>
      <p role="alert" className={styles.alert}>
        {problem}
      </p>
    </div>
  );
}
