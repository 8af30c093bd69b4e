/**
 * What a link in CMS text may point to: the schemes the site's sanitiser keeps (https, http, mailto, tel), a
 * page of the site (`/blog/…`) or a place in the same text (`#…`). Anything else would be dropped on save.
 */
export function isSafeHref(href: string): boolean {
  return /^\/(?!\/)\S*$/.test(href) || /^#\S+$/.test(href) || /^mailto:\S+$/i.test(href) || /^tel:\+?[\d\s().-]+$/i.test(href) || isWebAddress(href);
}

function isWebAddress(href: string): boolean {
  if (!/^https?:\/\/[^\s/]+\S*$/i.test(href)) return false;
  try {
    new URL(href);
    return true;
  } catch {
    return false;
  }
}

export type HrefResult = { ok: true; href: string } | { ok: false; reason: 'empty' | 'invalid' };

/**
 * The address an editor typed, as the link will keep it. A bare domain gets `https://` and a bare e-mail
 * address `mailto:`, as editors often paste them; an address on the edition's own domain becomes a path, so the
 * link stays on the site (the sanitiser opens every absolute address in a new tab as if it were another site's).
 */
export function normaliseHref(raw: string, ownDomain: string): HrefResult {
  let href = raw.trim();
  if (!href) return { ok: false, reason: 'empty' };
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(href);
  if (!hasScheme && /^[^\s@/]+@[^\s@/]+\.[a-z]{2,}$/i.test(href)) href = `mailto:${href}`;
  else if (!hasScheme && !href.startsWith('/') && !href.startsWith('#') && /^[^\s/@]+\.[a-z]{2,}(?:[/?#]\S*)?$/i.test(href)) href = `https://${href}`;
  if (!isSafeHref(href)) return { ok: false, reason: 'invalid' };
  if (/^https?:/i.test(href)) {
    const url = new URL(href);
    const host = url.hostname.toLowerCase();
    if (host === ownDomain || host === `www.${ownDomain}`) href = `${url.pathname}${url.search}${url.hash}`;
  }
  return { ok: true, href };
}

/** The text a link gets when the editor adds one without selecting words first: the address as people read it. */
export function linkText(href: string): string {
  return href.replace(/^(mailto|tel):/i, '');
}
