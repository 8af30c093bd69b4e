/**
 * Which methods the site's pages and files answer, decided before anything renders: an unexpected method gets a
 * plain 405 (OPTIONS a 204) with `Allow`, never a page rendered for it or a server error.
 */

export type MethodVerdict = { kind: 'serve' } | { kind: 'options'; allow: string } | { kind: 'refuse'; allow: string };

const READ = ['GET', 'HEAD'];

/** A form sent by a browser: a visitor's form posts to its page's Server Action, with or without JavaScript. */
const isFormPost = (contentType: string | null, isServerAction: boolean) =>
  isServerAction || /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType ?? '');

/**
 * `kind` is what the path is: a page (the edition's pages and the editors' screens, which also take form posts),
 * or a file (the public files, the build's assets). The API decides its own methods.
 */
export function methodVerdict(method: string, kind: 'page' | 'file', contentType: string | null, isServerAction: boolean): MethodVerdict {
  const upper = method.toUpperCase();
  const allowed = kind === 'page' ? [...READ, 'POST', 'OPTIONS'] : [...READ, 'OPTIONS'];
  const allow = allowed.join(', ');
  if (READ.includes(upper)) return { kind: 'serve' };
  if (upper === 'OPTIONS') return { kind: 'options', allow };
  if (upper === 'POST' && kind === 'page' && isFormPost(contentType, isServerAction)) return { kind: 'serve' };
  return { kind: 'refuse', allow };
}

/** Whether a request path is no path at all: a %-escape that decodes to nothing (`/%E0%A4%A`), or a NUL. */
export function isMalformedPath(pathname: string): boolean {
  try {
    return decodeURIComponent(pathname).includes('\0');
  } catch {
    return true;
  }
}
