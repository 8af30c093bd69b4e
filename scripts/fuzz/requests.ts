/**
 * The fuzzer's requests, drawn from a seed: the same seed gives the same requests, so a failure found once can be
 * found again. They cover every family of pages, the API's calls and their parameters, the methods, the Host values,
 * %-escapes (good and broken), long and binary inputs, and the request-targets a browser never sends.
 */

export interface FuzzRequest {
  method: string;
  /** The raw request-target, sent as it is (`*`, an absolute URL, broken escapes included). */
  target: string;
  host: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** What the fuzzer knows of the site: real slugs and ids make the requests reach deep, not stop at a 404. */
export interface FuzzFacts {
  storeSlugs: string[];
  storeIds: number[];
  promotionIds: number[];
  couponIds: number[];
  categorySlugs: string[];
  postPaths: string[];
  /** An editor's token (admin), when the fuzzer could sign in: the editors' reads are fuzzed with it too. */
  editorToken: string | null;
}

/** mulberry32: small, fast, and the same on every machine. */
export function randomFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTS = ['vacances.be', 'vakanties.be', 'vacances.fr', 'www.vacances.be', 'www.vakanties.be', 'unknown.example', 'vacances.be:8080', 'VACANCES.BE', '127.0.0.1', 'x'.repeat(300)];
const METHODS = ['GET', 'GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'];
const LANGUAGES = ['fr-be', 'nl-be', 'fr-fr', 'de-de', '', 'FR-BE', '%00'];

/** Values a parameter may take: ordinary, out of range, malformed, hostile, long, binary. */
const VALUES = [
  '1',
  '2',
  '0',
  '-1',
  '99999999999999999999',
  '1.5',
  'NaN',
  'true',
  'false',
  '',
  'abc',
  'code',
  'offer',
  "' OR 1=1--",
  '<script>alert(1)</script>',
  '%',
  '%E0%A4%A',
  '%00',
  '%2e%2e%2f',
  '%C3%A9t%C3%A9',
  '%F0%9F%92%A5',
  '%FF%FE',
  'a'.repeat(5000),
  '../../etc/passwd',
  '{"a":1}',
  '[]',
  'null',
];

const PAGE_PATHS = [
  '/',
  '/faq',
  '/contact',
  '/a-propos',
  '/blog',
  '/blog/rss.xml',
  '/pays',
  '/landen',
  '/categories',
  '/categorieen',
  '/comparateur',
  '/vergelijker',
  '/search',
  '/newsletter',
  '/partager-un-code',
  '/code-delen',
  '/sitemap.xml',
  '/robots.txt',
  '/html-sitemap',
  '/mentions-legales',
  '/not-found',
  '/admin',
  '/admin/promotions',
  '/admin/preview',
  '/admin/nope',
  '/favicon.ico',
  '/images/nope.png',
  '/_next/static/nope.js',
  '/_next/image',
  '/media/icons/nope.png',
  '/og/nope.png',
];

/** The API's calls with the parameters each takes (`{id}`, `{slug}` and the like are filled with known ones). */
const API_CALLS: [string, string[]][] = [
  ['/promotions/', ['page', 'size', 'type', 'minified', 'store', 'category']],
  ['/promotions/{promotion}/', []],
  ['/promotions/search_by_name/', ['name', 'size']],
  ['/promotions/search_by_store/', ['store', 'page']],
  ['/promotions/search_promotions_stores_by_name/', ['name']],
  ['/promotions/slider_promotions/', ['size']],
  ['/promotions/homepage/', []],
  ['/promotions/deal_of_month/', []],
  ['/promotions/{promotion}/by_category/', ['page', 'size', 'type']],
  ['/promotions/{promotion}/by_store/', ['page', 'size']],
  ['/promotions/{promotion}/related_offers/', []],
  ['/promotions/{promotion}/use_offer/', []],
  ['/promotions/share_promotion/', []],
  ['/promotions/editable/', ['q', 'status', 'kind', 'category', 'expired', 'ending_soon', 'failing', 'ordering']],
  ['/stores/', ['page', 'size', 'in_menu']],
  ['/stores/{slug}/', []],
  ['/stores/{store}/promotions_counts/', []],
  ['/stores/top/', ['size']],
  ['/stores/{store}/update_rating/', []],
  ['/stores/share/', []],
  ['/categories/', ['in_menu', 'minified', 'page']],
  ['/categories/{category}/', []],
  ['/categories/homepage/', []],
  ['/categories/in_header_categories/', []],
  ['/coupons/{coupon}/use_coupon/', []],
  ['/coupons/{coupon}/vote/', []],
  ['/locations/', ['in_menu', 'page']],
  ['/locations/top_locations/', []],
  ['/sublocations/', ['page']],
  ['/destinations/', ['page']],
  ['/properties/', ['page', 'size', 'homepage_best_offer', 'price_min', 'price_max', 'sort', 'stars', 'location']],
  ['/properties/service_types/', []],
  ['/property_categories/', []],
  ['/partners/', []],
  ['/blog_categories/', ['is_featured', 'size', 'minified']],
  ['/posts/', ['page', 'size', 'minified', 'category']],
  ['/posts/random_posts_by_category/', ['size', 'category']],
  ['/pages/faq_page/', []],
  ['/pages/home_page_stores/', []],
  ['/pages/copyright/', []],
  ['/pages/footer_links/', []],
  ['/pages/send_email/', []],
  ['/newsletter/subscribe/', []],
  ['/search/', ['name', 'kind', 'page', 'size']],
  ['/slugs/', ['slug']],
  ['/breadcrumbs/', ['slug', 'entity_type']],
  ['/sitemap/get_html_sitemap_data/', []],
  ['/seo/redirections/', ['page']],
  ['/media_storage/', []],
  ['/file_storage/download_robots/', []],
  ['/auth-jwt/', []],
  ['/auth-jwt-verify/', []],
  ['/editor_dashboard/', []],
  ['/preview_links/', []],
  ['/health/', []],
];

const LIST_FILTERS = ['q', 'status', 'kind', 'category', 'expired', 'ending_soon', 'failing', 'ordering', 'page', 'size'];

/** The editors' reads and their parameters, sent with the editor's token: a refusal at the door would hide their bugs. */
const EDITOR_READS: [string, string[]][] = [
  ['/promotions/editable/', LIST_FILTERS],
  ['/promotions/editable/ids/', LIST_FILTERS],
  ['/promotions/{promotion}/editable/', []],
  ['/promotions/trash/', ['page', 'size']],
  ['/stores/editable/', LIST_FILTERS],
  ['/stores/{store}/editable/', []],
  ['/posts/editable/', LIST_FILTERS],
  ['/editor_dashboard/', []],
  ['/inbox/', ['kind', 'status', 'page', 'size']],
  ['/moderation/', ['kind', 'status', 'page', 'size']],
  ['/audit/', ['entity', 'entity_id', 'action', 'account', 'since', 'until', 'page', 'size']],
  ['/seo/redirections/', ['page', 'size', 'q']],
  ['/seo/redirections/search/', ['q']],
  ['/editor_accounts/', []],
  ['/media_storage/', ['q', 'page', 'size', 'folder']],
];

const BODIES = [
  () => Buffer.from('{"rating": 4}'),
  () => Buffer.from('{"vote":"worked"}'),
  () => Buffer.from('{"store":"Booking.com","code":"ETE2026","offer":"-10 %"}'),
  () => Buffer.from('{"name":"A","email":"a@example.be","subject":"S","message":"M","privacy":true}'),
  () => Buffer.from('{"email":"x@example.be","password":"p"}'),
  () => Buffer.from('{'),
  () => Buffer.from('[1,2,3]'),
  () => Buffer.from('null'),
  () => Buffer.from('{"rating":"💥","storeId":[{}]}'),
  () => Buffer.from('email=a%40b.be&name=%E0%A4%A&privacy=on'),
  () => Buffer.from([0, 255, 254, 1, 2, 3, 0x7b, 0x22]),
  () => Buffer.from('x'.repeat(200_000)),
];
const CONTENT_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=zz', 'text/plain', 'application/xml', '', 'application/json; charset=utf-16'];

export function fuzzRequests(seed: number, count: number, facts: FuzzFacts): FuzzRequest[] {
  const random = randomFrom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const chance = (p: number) => random() < p;
  const fill = (path: string) =>
    path
      .replace('{promotion}', String(chance(0.8) ? pick(facts.promotionIds.length ? facts.promotionIds : [1]) : pick(VALUES)))
      .replace('{store}', String(chance(0.8) ? pick(facts.storeIds.length ? facts.storeIds : [1]) : pick(VALUES)))
      .replace('{slug}', chance(0.8) ? pick(facts.storeSlugs.length ? facts.storeSlugs : ['x']) : pick(VALUES))
      .replace('{category}', chance(0.8) ? pick(facts.categorySlugs.length ? facts.categorySlugs : ['x']) : pick(VALUES))
      .replace('{coupon}', String(chance(0.8) ? pick(facts.couponIds.length ? facts.couponIds : [1]) : pick(VALUES)));
  const query = (names: string[]) => {
    const parts: string[] = [];
    for (const name of names) if (chance(0.5)) parts.push(`${name}=${pick(VALUES)}`);
    if (chance(0.1)) parts.push(`${pick(names.length ? names : ['x'])}=${pick(VALUES)}`);
    if (chance(0.05)) parts.push(pick(VALUES));
    return parts;
  };
  const mangle = (path: string) => {
    const roll = random();
    if (roll < 0.06) return `${path}${pick(['%E0%A4%A', '%', '%00', '%2e%2e/', '%ZZ', '%C0%AF'])}`;
    if (roll < 0.09) return `${path}/${'a'.repeat(3000)}`;
    if (roll < 0.11) return `/${path}`;
    if (roll < 0.13) return path.toUpperCase();
    if (roll < 0.15) return `${path};jsessionid=1`;
    return path;
  };

  const requests: FuzzRequest[] = [];
  for (let i = 0; i < count; i++) {
    const host = chance(0.85) ? pick(HOSTS.slice(0, 3)) : pick(HOSTS);
    let method = pick(METHODS);
    let target: string;
    const roll = random();
    if (roll < 0.45) {
      // A page of an edition: the fixed ones, shops, categories, posts, with state and paging in the query.
      const kind = random();
      const base =
        kind < 0.4 ? pick(PAGE_PATHS) : kind < 0.65 ? `/${pick(facts.storeSlugs.length ? facts.storeSlugs : ['x'])}` : kind < 0.85 ? `/categories/${pick(facts.categorySlugs.length ? facts.categorySlugs : ['x'])}` : pick(facts.postPaths.length ? facts.postPaths : ['/blog']);
      const parts = query(['page', 'str', 'kind', 'sort', 'type', 'price_min', 'preview', 'shop', 'unsubscribe', 'token', 'url', 'w', 'q']);
      target = mangle(base) + (parts.length ? `?${parts.join('&')}` : '');
    } else if (roll < 0.55 && facts.editorToken) {
      // The editors' reads only: fuzzing their writes would empty the site the other requests explore.
      const [path, names] = pick(EDITOR_READS);
      const parts = query(names);
      if (chance(0.9)) parts.unshift(`language=${pick(LANGUAGES)}`);
      target = `/api${mangle(fill(path))}${parts.length ? `?${parts.join('&')}` : ''}`;
      method = chance(0.9) ? 'GET' : 'HEAD';
    } else if (roll < 0.97) {
      const [path, names] = pick(API_CALLS);
      const parts = query(names);
      if (chance(0.9)) parts.unshift(`language=${pick(LANGUAGES)}`);
      target = `/api${mangle(fill(path))}${parts.length ? `?${parts.join('&')}` : ''}`;
    } else {
      // What no browser sends: the asterisk form, an absolute form, no leading slash.
      target = pick(['*', `http://${host}/faq`, `http://evil.example/`, 'faq', '//vacances.be/']);
      if (target === '*') method = 'OPTIONS';
    }
    const headers: Record<string, string> = {};
    let body: Buffer | undefined;
    if (method === 'POST' || method === 'PUT' || method === 'PATCH' || (method === 'DELETE' && chance(0.3))) {
      body = pick(BODIES)();
      const type = pick(CONTENT_TYPES);
      if (type) headers['content-type'] = type;
    }
    if (roll >= 0.45 && roll < 0.55 && facts.editorToken) headers.authorization = `Bearer ${facts.editorToken}`;
    if (chance(0.1)) headers.cookie = pick(['visitor=abc.def', 'editor_token=x.y.z', `__prerender_bypass=${'a'.repeat(64)}`, 'voter=' + 'A'.repeat(43)]);
    if (chance(0.05)) headers['x-forwarded-for'] = pick(['1.2.3.4', '::1', 'garbage', '1.2.3.4, 5.6.7.8', '']);
    if (chance(0.05)) headers.origin = pick(['https://evil.example', 'null', 'https://vacances.be']);
    if (chance(0.05)) headers['accept-language'] = pick(['nl', 'de', '*', 'x'.repeat(500)]);
    requests.push({ method, target, host, headers, body });
  }
  return requests;
}
