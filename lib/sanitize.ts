import sanitizeHtml from 'sanitize-html';

/**
 * CMS HTML as pages may render it: structure, text and links only. Scripts, event handlers, styles, frames
 * and forms are removed; links keep safe schemes only, and links to other sites open without access to ours.
 */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sup', 'sub', 'mark',
      'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'q', 'cite', 'abbr', 'address', 'time', 'span', 'div',
      'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
      'details', 'summary',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target', 'hreflang'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      abbr: ['title'],
      time: ['datetime'],
      '*': ['id', 'lang'],
    },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https', 'http'] },
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const external = /^https?:\/\//i.test(attribs.href ?? '');
        const clean = Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== 'target'));
        return { tagName, attribs: external ? { ...clean, rel: 'noopener noreferrer', target: '_blank' } : clean };
      },
      // The page's own title is its only h1.
      h1: 'h2',
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' } }),
    },
  });
}
