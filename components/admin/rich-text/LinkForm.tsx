'use client';

import type { Editor } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { linkText, normaliseHref } from './link-href';
import styles from './RichTextEditor.module.css';

interface LinkFormProps {
  editor: Editor;
  id: string;
  /** The edition's domain: addresses on it are kept as paths of the site. */
  ownDomain: string;
  /** Where the caret goes next: back into the text after a change, back to the link button when closed. */
  onDone: (focus: 'text' | 'button') => void;
}

/**
 * The link's address, asked for inline under the toolbar. Not a `<form>`: it sits inside the entity's form, so
 * Enter applies the link here instead of submitting the page's form.
 */
export function LinkForm({ editor, id, ownDomain, onDone }: LinkFormProps) {
  const t = useTranslations('admin.richText');
  const current: unknown = editor.getAttributes('link').href;
  const inLink = editor.isActive('link');
  const [href, setHref] = useState(typeof current === 'string' ? current : '');
  const [error, setError] = useState<'empty' | 'invalid' | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);

  const apply = () => {
    const result = normaliseHref(href, ownDomain);
    if (!result.ok) {
      setError(result.reason);
      input.current?.focus();
      return;
    }
    if (editor.state.selection.empty && !inLink) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: linkText(result.href), marks: [{ type: 'link', attrs: { href: result.href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: result.href }).run();
    }
    onDone('text');
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone('text');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onDone('button');
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div id={id} role="group" aria-labelledby={`${id}-label`} className={styles.linkForm} onKeyDown={onKeyDown}>
      <label id={`${id}-label`} htmlFor={`${id}-input`} className={styles.linkLabel}>
        {t('linkUrl')}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className={styles.linkInput}
        type="text"
        inputMode="url"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={href}
        onChange={(event) => {
          setHref(event.target.value);
          setError(null);
        }}
        onKeyDown={onInputKeyDown}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${id}-hint`} className={styles.linkHint}>
        {t('linkHint', { domain: ownDomain })}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.linkError} role="alert">
          {t(error === 'empty' ? 'linkEmpty' : 'linkInvalid')}
        </p>
      )}
      <div className={styles.linkActions}>
        <button type="button" className={styles.linkApply} onClick={apply}>
          {t('linkApply')}
        </button>
        {inLink && (
          <button type="button" className={styles.linkSecondary} onClick={remove}>
            {t('linkRemove')}
          </button>
        )}
        <button type="button" className={styles.linkSecondary} onClick={() => onDone('button')}>
          {t('linkCancel')}
        </button>
      </div>
    </div>
  );
}
