import { defineRouting } from 'next-intl/routing';
import { DEFAULT_EDITION, editionIds, editions, htmlLangs } from '@/lib/editions';

/**
 * next-intl's view of the editions, derived from the edition table: one locale per domain, no prefix in URLs,
 * no browser-language detection and no locale cookie (the host alone decides). The proxy maps the request's
 * host to the locale itself (lib/editions `editionFromHost`) because next-intl matches hosts exactly, and our
 * local names (`nl-be.localhost:3000`) and configurable domains need more than that.
 */
export const routing = defineRouting({
  locales: htmlLangs,
  defaultLocale: editions[DEFAULT_EDITION].htmlLang,
  localePrefix: 'never',
  localeDetection: false,
  localeCookie: false,
  domains: editionIds.map((id) => ({ domain: editions[id].domain, defaultLocale: editions[id].htmlLang, locales: [editions[id].htmlLang] })),
});

export type Locale = (typeof routing.locales)[number];
