/**
 * RSS 2.0 documents (https://www.rssboard.org/rss-specification), built as plain strings: pure, no I/O, so the
 * escaping and the date format are unit-tested (tests/unit/blog/rss.test.ts). The blog feed route feeds it.
 */

interface RssImage {
  /** Absolute URL. */
  url: string;
  /** MIME type, when the file name tells it. */
  type?: string;
}

export interface RssItem {
  title: string;
  /** Absolute canonical URL of the post; also its permanent guid. */
  link: string;
  /** Plain text (the excerpt); escaped here. */
  description: string;
  pubDate: Date | null;
  category?: string;
  author?: string;
  image?: RssImage;
}

export interface RssChannel {
  title: string;
  /** The blog's own page. */
  link: string;
  description: string;
  /** BCP 47 tag (`fr-BE`); RSS reads it case-insensitively. */
  language: string;
  /** The feed's own URL, for `atom:link rel="self"` (feed validators ask for it). */
  selfUrl: string;
  /** The newest item's date: the feed changes when a post is published. */
  lastBuildDate: Date | null;
  /**
   * Minutes a reader may cache the feed. No channel <image>: RSS wants a GIF, JPEG or PNG there and the
   * editions' logos are SVG.
   */
  ttl?: number;
}

/**
 * Characters XML 1.0 forbids anywhere, even escaped: C0 controls but tab, LF and CR, lone surrogates, U+FFFE/FFFF.
 * A CMS text pasted from a word processor can carry them, and one of them makes the whole feed unreadable.
 */
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text or attribute value made safe for XML: forbidden characters dropped, the five special ones escaped. */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/**
 * RFC 822 date as RSS wants it (`Fri, 20 Nov 2026 00:41:53 GMT`), in English whatever the edition, always GMT.
 * Spelled out rather than `toUTCString()`, whose format ECMAScript only fixed in ES2018. Null for an invalid date.
 */
export function rfc822Date(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  const time = `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
  return `${DAYS[date.getUTCDay()]}, ${two(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ${time} GMT`;
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** The MIME type of an image from its file name; undefined when the extension says nothing. */
export function imageType(url: string): string | undefined {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  const types: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif', avif: 'image/avif' };
  return ext ? types[ext] : undefined;
}

function itemXml(item: RssItem): string {
  const date = item.pubDate ? rfc822Date(item.pubDate) : null;
  const lines = [
    element('title', item.title),
    element('link', item.link),
    `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    ...(date ? [element('pubDate', date)] : []),
    ...(item.author?.trim() ? [element('dc:creator', item.author.trim())] : []),
    ...(item.category?.trim() ? [element('category', item.category.trim())] : []),
    element('description', item.description),
    // Media RSS rather than <enclosure>: an enclosure must state the file's length in bytes, which we do not know.
    ...(item.image
      ? [`<media:content url="${escapeXml(item.image.url)}" medium="image"${item.image.type ? ` type="${escapeXml(item.image.type)}"` : ''}/>`]
      : []),
  ];
  return `<item>\n      ${lines.join('\n      ')}\n    </item>`;
}

/** The whole RSS 2.0 document: channel, then the items in the order given (newest first, by convention). */
export function rssFeedXml(channel: RssChannel, items: readonly RssItem[]): string {
  const built = channel.lastBuildDate ? rfc822Date(channel.lastBuildDate) : null;
  const head = [
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.language),
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(built ? [element('lastBuildDate', built), element('pubDate', built)] : []),
    ...(channel.ttl ? [element('ttl', String(channel.ttl))] : []),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    '  <channel>',
    ...head.map((line) => `    ${line}`),
    ...items.map((item) => `    ${itemXml(item)}`),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
