// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { escapeXml, imageType, rfc822Date, rssFeedXml, type RssChannel } from '@/lib/blog/rss';
import { parse } from './fixtures';

const channel: RssChannel = {
  title: 'Vacances.be – le blog voyage',
  link: 'https://vacances.be/blog',
  description: 'Conseils & bons plans',
  language: 'fr-BE',
  selfUrl: 'https://vacances.be/blog/rss.xml',
  lastBuildDate: new Date('2026-11-20T00:41:53.958Z'),
  ttl: 30,
};

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;');
  });

  it('escapes an existing entity again: text is text, not markup', () => {
    expect(escapeXml('&amp; &lt;script&gt;')).toBe('&amp;amp; &amp;lt;script&amp;gt;');
  });

  it('drops characters XML 1.0 forbids but keeps tabs, new lines, accents and emoji', () => {
    expect(escapeXml('a\u0000b\u0008c\u000Bd\uFFFEe\uD800f')).toBe('abcdef');
    expect(escapeXml('tab\there\nline\r – été 🏖️')).toBe('tab\there\nline\r – été 🏖️');
  });
});

describe('rfc822Date', () => {
  it('writes RFC 822 dates in English and GMT, whatever the time zone', () => {
    expect(rfc822Date(new Date('2026-11-20T00:41:53.958Z'))).toBe('Fri, 20 Nov 2026 00:41:53 GMT');
    expect(rfc822Date(new Date('2026-03-01T09:05:07Z'))).toBe('Sun, 01 Mar 2026 09:05:07 GMT');
  });

  it('gives null for an invalid date', () => {
    expect(rfc822Date(new Date('not a date'))).toBeNull();
  });
});

describe('imageType', () => {
  it('reads the MIME type from the extension, query and case aside', () => {
    expect(imageType('/images/blog/a.svg')).toBe('image/svg+xml');
    expect(imageType('https://cdn.example/a.JPG?w=800')).toBe('image/jpeg');
    expect(imageType('/images/blog/no-extension')).toBeUndefined();
  });
});

describe('rssFeedXml', () => {
  const item = {
    title: 'Ski & soleil <2026>',
    link: 'https://vacances.be/blog/ski/ski-soleil?a=1&b=2',
    description: 'Des pistes "bleues" & des <em>bons plans</em>',
    pubDate: new Date('2026-11-19T08:00:00Z'),
    category: 'Ski & montagne',
    author: 'Claire',
    image: { url: 'https://vacances.be/images/blog/ski.svg', type: 'image/svg+xml' },
  };

  it('is well-formed RSS 2.0 with the channel, atom self link and every item field', () => {
    const doc = parse(rssFeedXml(channel, [item]));
    const rss = doc.documentElement;
    expect(rss.nodeName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const ch = rss.getElementsByTagName('channel')[0];
    const text = (parent: Element, name: string) => parent.getElementsByTagName(name)[0]?.textContent;
    expect(text(ch, 'title')).toBe(channel.title);
    expect(text(ch, 'link')).toBe('https://vacances.be/blog');
    expect(text(ch, 'description')).toBe('Conseils & bons plans');
    expect(text(ch, 'language')).toBe('fr-BE');
    expect(text(ch, 'lastBuildDate')).toBe('Fri, 20 Nov 2026 00:41:53 GMT');
    expect(text(ch, 'ttl')).toBe('30');
    const self = ch.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
    expect(self.getAttribute('href')).toBe(channel.selfUrl);
    expect(self.getAttribute('rel')).toBe('self');
    expect(self.getAttribute('type')).toBe('application/rss+xml');

    const items = ch.getElementsByTagName('item');
    expect(items).toHaveLength(1);
    const first = items[0];
    // Special characters come back as the same text once parsed: escaped once, not twice, not raw.
    expect(text(first, 'title')).toBe('Ski & soleil <2026>');
    expect(text(first, 'link')).toBe(item.link);
    const guid = first.getElementsByTagName('guid')[0];
    expect(guid.textContent).toBe(item.link);
    expect(guid.getAttribute('isPermaLink')).toBe('true');
    expect(text(first, 'pubDate')).toBe('Thu, 19 Nov 2026 08:00:00 GMT');
    expect(text(first, 'description')).toBe('Des pistes "bleues" & des <em>bons plans</em>');
    expect(text(first, 'category')).toBe('Ski & montagne');
    expect(first.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')[0].textContent).toBe('Claire');
    const media = first.getElementsByTagNameNS('http://search.yahoo.com/mrss/', 'content')[0];
    expect(media.getAttribute('url')).toBe(item.image.url);
    expect(media.getAttribute('medium')).toBe('image');
    expect(media.getAttribute('type')).toBe('image/svg+xml');
  });

  it('leaves out what an item lacks rather than writing it empty', () => {
    const xml = rssFeedXml({ ...channel, lastBuildDate: null, ttl: undefined }, [
      { title: 'T', link: 'https://vacances.be/blog/a/b', description: '', pubDate: null },
    ]);
    const doc = parse(xml);
    expect(doc.getElementsByTagName('pubDate')).toHaveLength(0);
    expect(doc.getElementsByTagName('lastBuildDate')).toHaveLength(0);
    expect(doc.getElementsByTagName('category')).toHaveLength(0);
    expect(xml).not.toContain('media:content');
    expect(xml).not.toContain('dc:creator>');
    expect(xml).not.toContain('<ttl>');
  });

  it('an empty blog is still a valid channel', () => {
    expect(parse(rssFeedXml(channel, [])).getElementsByTagName('item')).toHaveLength(0);
  });
});

