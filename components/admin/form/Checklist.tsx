'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './form.module.css';

interface Props {
  id: string;
  options: { id: number; name: string }[];
  value: number[];
  onChange: (ids: number[]) => void;
}

/** Several choices among many (a promotion's categories): a filter to find them, the chosen ones listed first. */
export function Checklist({ id, options, value, onChange }: Props) {
  const t = useTranslations('admin.picker');
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLocaleLowerCase();
  const chosen = new Set(value);
  const shown = options.filter((option) => chosen.has(option.id) || option.name.toLocaleLowerCase().includes(wanted)).sort((a, b) => Number(chosen.has(b.id)) - Number(chosen.has(a.id)));
  const toggle = (optionId: number) => onChange(chosen.has(optionId) ? value.filter((v) => v !== optionId) : [...value, optionId]);
  return (
    <div className={styles.checklistWrap}>
      <input type="search" aria-label={t('filterCategories')} placeholder={t('filterCategories')} value={filter} onChange={(event) => setFilter(event.target.value)} />
      <div className={styles.checklist}>
        {shown.map((option) => (
          <label key={option.id}>
            <input type="checkbox" id={`${id}-${option.id}`} checked={chosen.has(option.id)} onChange={() => toggle(option.id)} />
            {option.name}
          </label>
        ))}
        {shown.length === 0 && <p className={styles.hint}>{t('noCategory')}</p>}
      </div>
    </div>
  );
}
