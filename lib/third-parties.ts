/**
 * The third-party services an edition may enable: the consent app, the newsletter popup, the comments service, the
 * captcha and the affiliate accommodation widget. Each has a key (none: the service is off, its script is never
 * loaded and its hosts stay out of the Content-Security-Policy), a script URL and the hosts its script needs.
 * Keys come from the environment only, so every service is off by default, in tests too.
 */

/** Origins a service needs, by CSP directive. */
export interface CspHosts {
  script: string[];
  connect: string[];
  frame: string[];
  img: string[];
}

export interface ThirdPartyService {
  /** Empty: off. */
  key: string;
  scriptUrl: string;
  hosts: CspHosts;
}

export interface ThirdParties {
  consentApp: ThirdPartyService;
  /** The popup's script, and the provider's mailing list that subscribers are copied to (the first edition only). */
  newsletterPopup: ThirdPartyService & { listId: string };
  /** `key` is the comments service's short name for the edition; `domain` the site it is told it runs on. */
  comments: ThirdPartyService & { domain: string };
  captcha: ThirdPartyService;
  /** Destinations the edition's partner agreements keep out of the widget. */
  affiliateWidget: ThirdPartyService & { exclusions: readonly string[] };
}

export type ThirdPartyName = keyof ThirdParties;
export const thirdPartyNames: readonly ThirdPartyName[] = ['consentApp', 'newsletterPopup', 'comments', 'captcha', 'affiliateWidget'];

const env = (name: string): string => process.env[name]?.trim() ?? '';

const hosts = (partial: Partial<CspHosts>): CspHosts => ({ script: [], connect: [], frame: [], img: [], ...partial });

/** The providers' own addresses, before any override. `{key}` stands for the edition's key. */
const providers: Record<ThirdPartyName, { envName: string; scriptUrl: string; hosts: CspHosts }> = {
  consentApp: {
    envName: 'CONSENT_APP',
    scriptUrl: 'https://consent.cookiebot.com/uc.js',
    hosts: hosts({ script: ['https://consent.cookiebot.com'], connect: ['https://consent.cookiebot.com'], frame: ['https://consent.cookiebot.com'], img: ['https://imgsct.cookiebot.com'] }),
  },
  newsletterPopup: {
    envName: 'NEWSLETTER_POPUP',
    scriptUrl: 'https://sibforms.com/forms/end-form/build/main.js',
    hosts: hosts({ script: ['https://sibforms.com'], connect: ['https://sibforms.com'], frame: ['https://sibforms.com'] }),
  },
  comments: {
    envName: 'COMMENTS',
    scriptUrl: 'https://{key}.disqus.com/embed.js',
    hosts: hosts({ script: ['https://*.disqus.com', 'https://c.disquscdn.com'], connect: ['https://*.disqus.com'], frame: ['https://disqus.com'], img: ['https://*.disquscdn.com'] }),
  },
  captcha: {
    envName: 'CAPTCHA',
    scriptUrl: 'https://www.google.com/recaptcha/api.js',
    hosts: hosts({ script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'], frame: ['https://www.google.com/recaptcha/'] }),
  },
  affiliateWidget: {
    envName: 'AFFILIATE_WIDGET',
    scriptUrl: 'https://aff.bstatic.com/static/affiliate_base/js/flexiproduct.js',
    hosts: hosts({ script: ['https://aff.bstatic.com'], connect: ['https://www.booking.com'], frame: ['https://www.booking.com'], img: ['https://*.bstatic.com'] }),
  },
};

/** An http(s) origin, or null. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * A service as the edition runs it: its key (`<NAME>_KEY_<EDITION>`, or `<NAME>_KEY` for all editions), its
 * script (`<NAME>_SCRIPT_URL`, e.g. a copy served by a proxy of ours) and its hosts, plus the script's own origin
 * and any in `<NAME>_CSP_HOSTS` (space-separated).
 */
function service(name: ThirdPartyName, suffix: string): ThirdPartyService {
  const provider = providers[name];
  const key = env(`${provider.envName}_KEY_${suffix}`) || env(`${provider.envName}_KEY`);
  const scriptUrl = (env(`${provider.envName}_SCRIPT_URL`) || provider.scriptUrl).replaceAll('{key}', encodeURIComponent(key));
  const extra = [originOf(scriptUrl), ...env(`${provider.envName}_CSP_HOSTS`).split(/\s+/).map(originOf)].filter((origin): origin is string => Boolean(origin));
  const merged = (list: string[]) => [...new Set([...list, ...extra])];
  const h = provider.hosts;
  return { key, scriptUrl, hosts: { script: merged(h.script), connect: merged(h.connect), frame: merged(h.frame), img: h.img } };
}

/** The third parties of an edition (`FR_BE`…), read from the environment. */
export function thirdPartiesOf(suffix: string, { domain, exclusions, mailingList }: { domain: string; exclusions: readonly string[]; mailingList: boolean }): ThirdParties {
  return {
    consentApp: service('consentApp', suffix),
    newsletterPopup: { ...service('newsletterPopup', suffix), listId: mailingList ? env(`NEWSLETTER_LIST_${suffix}`) : '' },
    comments: { ...service('comments', suffix), domain },
    captcha: service('captcha', suffix),
    affiliateWidget: { ...service('affiliateWidget', suffix), exclusions },
  };
}

/** The services an edition has switched on. */
export const enabledThirdParties = (parties: ThirdParties): ThirdPartyName[] => thirdPartyNames.filter((name) => parties[name].key !== '');

/** What a form's captcha widget needs in the browser: the edition's site key (empty: no captcha) and the script. */
export const captchaOf = (edition: { thirdParty: ThirdParties }) => ({ siteKey: edition.thirdParty.captcha.key, scriptUrl: edition.thirdParty.captcha.scriptUrl });

/** The key and script a page hands to the browser for a service, or null when the edition has it off. */
export const serviceIfOn = (service: ThirdPartyService): { key: string; scriptUrl: string } | null => (service.key ? { key: service.key, scriptUrl: service.scriptUrl } : null);
