import { StarterKit } from '@tiptap/starter-kit';
import { isSafeHref } from './link-href';

/**
 * What the editor can produce is what lib/sanitize.ts keeps on the site: paragraphs, h2/h3, bold, italic,
 * struck text, lists, quotes, rules, line breaks and links. Inline code and code blocks are off (the site drops
 * `<code>`/`<pre>`), underline too (on the site an underlined word reads as a link), and so is the trailing empty
 * paragraph TipTap would otherwise keep after a list or heading. Pasted text loses whatever is not in this list.
 */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    underline: false,
    trailingNode: false,
    dropcursor: { color: '#0e7490', width: 2 },
    link: {
      // A click in the text places the caret: editors are writing, not following the link.
      openOnClick: false,
      // Typed addresses stay text, so typing right after a link does not stretch it.
      autolink: false,
      linkOnPaste: true,
      defaultProtocol: 'https',
      // The sanitiser sets target and rel on the site for links to other sites; the text keeps only the address.
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isSafeHref(url),
    },
  }),
];
