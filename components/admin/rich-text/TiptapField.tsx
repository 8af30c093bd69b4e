'use client';

import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { editions, type EditionId } from '@/lib/editions';
import { richTextExtensions } from './extensions';
import { Toolbar } from './Toolbar';
import styles from './RichTextEditor.module.css';

export interface TiptapFieldProps {
  /** The editable area's id (an error summary can link to it). */
  id: string;
  /** The id of the label that names the editable area. */
  labelId: string;
  label: string;
  /** The text as HTML; an empty text is ''. */
  value: string;
  onChange: (html: string) => void;
  /** For a form library's "touched" state (react-hook-form's field.onBlur). */
  onBlur?: () => void;
  /** Ids of the hint or error under the field. */
  describedBy?: string;
  invalid?: boolean;
  /** The text's edition: its language for spell-checking, its domain for links to the site's own pages. */
  edition: EditionId;
}

/** An empty text is an empty string, as the API stores it, not TipTap's empty paragraph. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The TipTap part of RichTextEditor, loaded only on screens that show one. The editable area carries the
 * field's id, is named by its label and written in the edition's language (for the browser's spell-checker).
 */
export default function TiptapField({ id, labelId, label, value, onChange, onBlur, describedBy, invalid, edition }: TiptapFieldProps) {
  const [initialContent] = useState(value);
  // What the editor last reported: the same HTML coming back through the form is not loaded again.
  const reported = useRef<{ editor: Editor; html: string } | null>(null);
  const attributes = useMemo(
    () => ({
      id,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(invalid ? { 'aria-invalid': 'true' } : {}),
      lang: editions[edition].htmlLang,
      class: styles.content,
    }),
    [id, labelId, describedBy, invalid, edition],
  );
  const editorProps = useMemo(() => ({ attributes }), [attributes]);

  const editor = useEditor({
    extensions: richTextExtensions,
    content: initialContent,
    // Only ever rendered in the browser (RichTextEditor loads it with ssr: false).
    immediatelyRender: true,
    // ProseMirror's few required rules are in RichTextEditor.module.css instead of a <style> added at run time.
    injectCSS: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      reported.current = { editor: current, html };
      onChange(html);
    },
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (a reset form, a loaded draft) replaces the text, without reporting it back; so does
  // the current value when the editor had to be created again.
  // The first value is the one the editor was created with: loading it again would only add an undo step.
  useEffect(() => {
    const last = reported.current;
    reported.current = { editor, html: value };
    if (last === null ? value === initialContent : last.editor === editor && last.html === value) return;
    if (htmlOf(editor) !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, initialContent]);

  return (
    <div className={styles.frame} data-invalid={invalid || undefined}>
      <Toolbar editor={editor} label={label} contentId={id} ownDomain={editions[edition].domain} />
      <EditorContent editor={editor} />
    </div>
  );
}
