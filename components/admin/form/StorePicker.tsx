'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { editorCall } from '@/lib/api/editor-browser';
import type { EditionId } from '@/lib/editions';
import styles from './form.module.css';

export interface PickedStore {
  id: number;
  name: string;
  slug: string;
  status?: string;
}

interface Props {
  id: string;
  edition: EditionId;
  value: PickedStore | null;
  onChange: (store: PickedStore | null) => void;
  describedBy?: string;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The shop of a promotion: a combobox that searches the edition's shops (drafts too) as the editor types, with the
 * arrow keys, Enter and Escape of the ARIA combobox pattern. Typing only searches; a shop is chosen from the list.
 */
export function StorePicker({ id, edition, value, onChange, describedBy, invalid, ref }: Props) {
  const t = useTranslations('admin.picker');
  const listId = useId();
  const [text, setText] = useState(value?.name ?? '');
  const [options, setOptions] = useState<PickedStore[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(0);

  // A shop chosen from outside (a restored copy, a reset) shows its name in the box.
  const [shownFor, setShownFor] = useState(value?.id);
  if (shownFor !== value?.id) {
    setShownFor(value?.id);
    setText(value?.name ?? '');
  }

  useEffect(() => {
    if (!open) return;
    const ask = ++latest.current;
    const timer = setTimeout(async () => {
      const result = await editorCall('GET', '/stores/editable/', edition, undefined, { size: 20, q: text.trim() || undefined });
      if (ask !== latest.current) return;
      if (result.status === 'network') return setProblem(t('network'));
      if (result.status !== 200) return setProblem(t('failed'));
      setProblem(null);
      setOptions(((result.body as { results?: PickedStore[] }).results ?? []).map(({ id: storeId, name, slug, status }) => ({ id: storeId, name, slug, status })));
      setActive(-1);
    }, 200);
    return () => clearTimeout(timer);
  }, [text, open, edition, t]);

  const choose = (store: PickedStore) => {
    onChange(store);
    setText(store.name);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(options.length - 1, i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setText(value?.name ?? '');
    }
  };

  return (
    <div className={styles.combo}>
      <input
        ref={ref}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        value={text}
        placeholder={t('storePlaceholder')}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={t('stores')} className={styles.options} hidden={!open}>
        {options.length === 0 && <li className={styles.noOption}>{problem ?? t('noStore')}</li>}
        {options.map((store, i) => (
          <li
            key={store.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={value?.id === store.id}
            className={i === active ? styles.activeOption : undefined}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(store)}
          >
            {store.name}
            {store.status && store.status !== 'published' && <span className={styles.optionNote}> · {t(`status.${store.status === 'draft' ? 'draft' : 'scheduled'}`)}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
