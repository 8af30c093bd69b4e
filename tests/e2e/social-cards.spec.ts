import { expect, test, ONE_EDITION } from './fixtures';

/** Width and height from a PNG's header (IHDR). */
function pngSize(body: Buffer): { width: number; height: number } | null {
  if (body.subarray(1, 4).toString('ascii') !== 'PNG') return null;
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

const ogImageOf = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];

/**
 * Social networks ignore SVG: the edition's card and a page's own picture are PNGs of 1200×630, served by the site
 * itself, at the edition's own origin.
 */
test.describe('social cards', () => {
  test("home carries the edition's card, a 1200×630 PNG", async ({ http, facts, edition }) => {
    const url = ogImageOf(await (await http.get('/')).text());
    expect(url).toBe(`https://${facts.domain}/og/edition/${edition}.png`);
    const card = await http.get(new URL(url!).pathname);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 });
  });

  test("a destination carries its own picture's card", async ({ http, facts, edition }) => {
    const map = (await (await http.get(`/api/sitemap/get_html_sitemap_data/?language=${edition}`)).json()) as { destinations: { url: string }[] };
    const html = await (await http.get(new URL(map.destinations[0].url, 'http://x').pathname)).text();
    const url = ogImageOf(html);
    expect(url).toMatch(new RegExp(`^https://${facts.domain.replace('.', '\\.')}/og/images/.+\\.png$`));
    const card = await http.get(new URL(url!).pathname);
    expect(card.status()).toBe(200);
    expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 });
  });

  test('answers 404 for anything but our pictures', { tag: ONE_EDITION }, async ({ http }) => {
    for (const path of ['/og/images/nothing-here.png', '/og/edition/xx-yy.png', '/og/etc/passwd.png', '/og/images/%2e%2e/%2e%2e/package.png']) {
      expect((await http.get(path)).status(), path).toBe(404);
    }
  });
});
