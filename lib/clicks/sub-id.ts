import type { ExitNetwork } from './constants';

/** The query parameter in which each network hands our click id back in its conversion reports. */
export const subIdParameters = {
  awin: 'clickref',
  tradetracker: 'r',
  daisycon: 'ws',
  tradedoubler: 'epi',
} as const satisfies Partial<Record<ExitNetwork, string>>;

/** The placeholder an editor or a generic feed writes where the click id goes. */
export const CLICK_ID_PLACEHOLDER = '{click_id}';

/** The networks' tracking hosts, for links an editor typed: the feeds' own say their network. */
const trackingHosts: [RegExp, ExitNetwork][] = [
  [/(^|\.)awin1\.com$|(^|\.)awin\.com$|(^|\.)zanox\.com$/, 'awin'],
  [/(^|\.)tradetracker\.(net|com|be|nl|fr)$/, 'tradetracker'],
  [/(^|\.)(ds1\.nl|lt45\.net|jf79\.net|bdt9\.net|glp8\.net|mt67\.net|daisycon\.(net|com|io))$/, 'daisycon'],
  [/(^|\.)tradedoubler\.com$/, 'tradedoubler'],
];

/** Feed networks that are one of the exit networks under another name (Awin's CSV feed is Awin's). */
const feedAliases: Record<string, ExitNetwork> = { awin: 'awin', awin_csv: 'awin', tradetracker: 'tradetracker', daisycon: 'daisycon', tradedoubler: 'tradedoubler' };

/**
 * The network a link belongs to: the placeholder makes it generic whatever the host; then the feed that brought it;
 * then the tracking host. `none`: a plain link, followed as it is (the click is still counted).
 */
export function exitNetworkOf(url: string, feedNetwork?: string | null): ExitNetwork {
  if (hasPlaceholder(url)) return 'generic';
  const fromFeed = feedNetwork ? feedAliases[feedNetwork] : undefined;
  if (fromFeed) return fromFeed;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'none';
  }
  return trackingHosts.find(([pattern]) => pattern.test(host))?.[1] ?? 'none';
}

const PLACEHOLDER_SPELLINGS = /\{click_id\}|%7Bclick_id%7D/gi;
const hasPlaceholder = (url: string) => new RegExp(PLACEHOLDER_SPELLINGS.source, 'i').test(url);

/**
 * The stored link with the click id in the network's sub-id parameter. The rest of the link is kept byte for byte
 * (networks carry the merchant's deep link encoded in it, which a re-serialisation could alter); a sub-id the link
 * already had is replaced, not doubled. Tradedoubler's older `p(…)a(…)g(…)url(…)` links take `epi(…)` before `url(`.
 */
export function withClickId(url: string, network: ExitNetwork, clickId: string): string {
  if (hasPlaceholder(url)) return url.replace(PLACEHOLDER_SPELLINGS, clickId);
  if (network === 'generic' || network === 'none') return url;
  if (network === 'tradedoubler' && /[?&]p\(\d+\)/i.test(url) && !/[?&]epi=/i.test(url)) return withParenEpi(url, clickId);
  return withQueryParameter(url, subIdParameters[network], clickId);
}

function withQueryParameter(url: string, name: string, value: string): string {
  const hashAt = url.indexOf('#');
  const fragment = hashAt >= 0 ? url.slice(hashAt) : '';
  const beforeFragment = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = beforeFragment.indexOf('?');
  const base = queryAt >= 0 ? beforeFragment.slice(0, queryAt) : beforeFragment;
  const query = queryAt >= 0 ? beforeFragment.slice(queryAt + 1) : '';
  const kept = query.split('&').filter((pair) => pair !== '' && decodeName(pair.split('=')[0]) !== name);
  return `${base}?${[...kept, `${name}=${encodeURIComponent(value)}`].join('&')}${fragment}`;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

function withParenEpi(url: string, clickId: string): string {
  const cleaned = url.replace(/epi\([^)]*\)/i, '');
  const urlAt = cleaned.search(/url\(/i);
  return urlAt >= 0 ? `${cleaned.slice(0, urlAt)}epi(${clickId})${cleaned.slice(urlAt)}` : `${cleaned}epi(${clickId})`;
}
