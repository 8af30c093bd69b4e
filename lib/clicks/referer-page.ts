/** The longest page path kept: a Referer is the client's to write. */
const MAX_PAGE_LENGTH = 300;

/**
 * The site page a click came from: the path of a Referer on one of the edition's own hosts (its public origin's and
 * its domain; the port and scheme may differ behind a proxy or in a local run), without its query (a search's words
 * or a campaign's tags are nobody's business here). Empty for another site's page, no Referer or a malformed one.
 */
export function sitePageOf(referer: string | null, editionHosts: readonly string[]): string {
  if (!referer) return '';
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return '';
  }
  if (!editionHosts.includes(url.hostname.toLowerCase())) return '';
  return url.pathname.slice(0, MAX_PAGE_LENGTH);
}
