'use client';

import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { BulletListIcon, LinkIcon, OrderedListIcon, RedoIcon, UndoIcon } from './icons';
import { LinkForm } from './LinkForm';
import { nextToolbarIndex } from './roving';
import styles from './RichTextEditor.module.css';

interface ToolbarProps {
  editor: Editor;
  /** The field's label, so the toolbar says which text it formats when a form has several. */
  label: string;
  /** The editable area's id, which the toolbar controls. */
  contentId: string;
  ownDomain: string;
}

interface Tool {
  key: string;
  label: string;
  glyph: ReactNode;
  /** Toggles say whether they are on where the caret is; actions leave it out. */
  pressed?: boolean;
  unavailable?: boolean;
  expanded?: boolean;
  shortcuts?: string;
  run: () => void;
}

/** Formatting buttons over the text: one stop in the tab order, arrows between buttons (see roving.ts). */
export function Toolbar({ editor, label, contentId, ownDomain }: ToolbarProps) {
  const t = useTranslations('admin.richText');
  const on = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chain = () => editor.chain().focus();
  const linkFormId = `${contentId}-link`;

  const tools: Tool[] = [
    { key: 'bold', label: t('bold'), glyph: <b>B</b>, pressed: on.bold, shortcuts: 'Control+B Meta+B', run: () => chain().toggleBold().run() },
    { key: 'italic', label: t('italic'), glyph: <i>I</i>, pressed: on.italic, shortcuts: 'Control+I Meta+I', run: () => chain().toggleItalic().run() },
    { key: 'h2', label: t('heading2'), glyph: 'H2', pressed: on.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', label: t('heading3'), glyph: 'H3', pressed: on.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bulletList', label: t('bulletList'), glyph: <BulletListIcon />, pressed: on.bulletList, run: () => chain().toggleBulletList().run() },
    { key: 'orderedList', label: t('orderedList'), glyph: <OrderedListIcon />, pressed: on.orderedList, run: () => chain().toggleOrderedList().run() },
    { key: 'link', label: on.link ? t('editLink') : t('link'), glyph: <LinkIcon />, expanded: linkOpen, run: () => setLinkOpen((open) => !open) },
    { key: 'undo', label: t('undo'), glyph: <UndoIcon />, unavailable: !on.canUndo, shortcuts: 'Control+Z Meta+Z', run: () => chain().undo().run() },
    { key: 'redo', label: t('redo'), glyph: <RedoIcon />, unavailable: !on.canRedo, shortcuts: 'Control+Shift+Z Meta+Shift+Z', run: () => chain().redo().run() },
  ];
  const linkIndex = tools.findIndex((tool) => tool.key === 'link');

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = buttons.current.indexOf(event.target as HTMLButtonElement);
    const next = index === -1 ? null : nextToolbarIndex(event.key, index, tools.length);
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  const closeLink = (focus: 'text' | 'button') => {
    setLinkOpen(false);
    if (focus === 'button') buttons.current[linkIndex]?.focus();
  };

  return (
    <>
      <div role="toolbar" aria-label={t('toolbar', { label })} aria-controls={contentId} className={styles.toolbar} onKeyDown={onKeyDown}>
        {tools.map((tool, index) => (
          <button
            key={tool.key}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            className={styles.tool}
            tabIndex={index === focusIndex ? 0 : -1}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.pressed}
            aria-expanded={tool.expanded}
            aria-controls={tool.expanded ? linkFormId : undefined}
            aria-disabled={tool.unavailable || undefined}
            aria-keyshortcuts={tool.shortcuts}
            // The text keeps its selection while a button is pressed, so the format lands where the editor meant.
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setFocusIndex(index)}
            onClick={() => {
              if (!tool.unavailable) tool.run();
            }}
          >
            <span aria-hidden="true" className={styles.glyph}>
              {tool.glyph}
            </span>
          </button>
        ))}
      </div>
      {linkOpen && <LinkForm editor={editor} id={linkFormId} ownDomain={ownDomain} onDone={closeLink} />}
    </>
  );
}
