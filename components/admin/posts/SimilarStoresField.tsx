'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type Ref } from 'react';
import type { ChosenStore } from '@/lib/admin/post-form-values';
import type { EditionId } from '@/lib/editions';
import extras from '../form/extras.module.css';
import { StorePicker } from '../form/StorePicker';

interface Props {
  id: string;
  edition: EditionId;
  value: ChosenStore[];
  onChange: (stores: ChosenStore[]) => void;
  /** Most the API takes. */
  max: number;
  describedBy?: string;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The shops recommended beside a post: the chosen ones, each with its own remove button, and the shop search to add
 * another. After an addition or a removal the caret is in the search, empty again.
 */
export function SimilarStoresField({ id, edition, value, onChange, max, describedBy, invalid, ref }: Props) {
  const t = useTranslations('admin.postForm');
  const input = useRef<HTMLInputElement | null>(null);
  const moved = useRef(false);
  const full = value.length >= max;

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    input.current?.focus();
  }, [value.length]);

  const attach = (node: HTMLInputElement | null) => {
    input.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <>
      {value.length > 0 && (
        <ul className={extras.chosen} aria-label={t('chosenStores')}>
          {value.map((store) => (
            <li key={store.id}>
              {store.name}
              <button type="button" aria-label={t('removeStore', { name: store.name })} onClick={() => {
                  // The button leaves with the shop: the caret goes to the search.
                  moved.current = true;
                  onChange(value.filter((s) => s.id !== store.id));
                }}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p id={id} tabIndex={-1}>
          {t('storesFull', { max })}
        </p>
      ) : (
        // A new picker after each addition: it starts empty.
        <StorePicker
          key={value.length}
          ref={attach}
          id={id}
          edition={edition}
          value={null}
          describedBy={describedBy}
          invalid={invalid}
          onChange={(store) => {
            if (!store || value.some((s) => s.id === store.id)) return;
            moved.current = true;
            onChange([...value, { id: store.id, name: store.name, slug: store.slug }]);
          }}
        />
      )}
    </>
  );
}
