'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { EditionId } from '@/lib/editions';
import { showToast } from '../AdminToast';
import styles from '../form/form.module.css';
import { useUnsavedGuard } from '../form/useUnsavedGuard';
import { SeoFields, type SeoValue } from '../seo/SeoFields';
import { focusSeoField, sameSeo, saveSeo, seoFieldNames, seoIssues } from '../seo/seo-form';

interface Props {
  edition: EditionId;
  category: { id: number; name: string; description: string };
  /** The category page's address, as search engines print it. */
  url: string;
  seo: SeoValue;
}

/** A blog category's SEO panel, saved on its own through `PATCH /seo/blog_post_category/{id}/`. */
export function BlogCategorySeo({ edition, category, url, seo }: Props) {
  const t = useTranslations('admin.blogCategories');
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
    const outcome = await saveSeo(edition, 'blog_post_category', category.id, value, saved);
    setBusy(false);
    if (outcome.kind === 'saved' || outcome.kind === 'unchanged') {
      setErrors({});
      setSaved(value);
      return showToast(t('seoSaved', { name: category.name }));
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
          {busy ? t('seoSaving') : t('seoSave')}
        </button>
        {dirty && !problem && <span className={styles.note}>{tf('unsaved')}</span>}
      </div>
      <p role="alert" className={styles.alert}>
        {problem}
      </p>
    </div>
  );
}
