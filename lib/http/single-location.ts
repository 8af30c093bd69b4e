import { ServerResponse } from 'node:http';

interface HeaderTarget {
  appendHeader(name: string, value: string | readonly string[]): unknown;
  hasHeader(name: string): boolean;
}
const patched = Symbol.for('vacances.singleLocation');

/**
 * A response carries one Location at most. Next 16 sends a freshly rendered redirect of a cached page with two
 * (once set while rendering, once more from the headers it keeps with the cached copy), which browsers and
 * proxies may read as `a, a`. Appending a Location to a response that has one is therefore ignored.
 */
export function keepOneLocationHeader(proto: HeaderTarget = ServerResponse.prototype): void {
  const target = proto as HeaderTarget & { [patched]?: true };
  if (target[patched]) return;
  const append = target.appendHeader;
  target.appendHeader = function appendHeader(this: HeaderTarget, name: string, value: string | readonly string[]) {
    if (name.toLowerCase() === 'location' && this.hasHeader('location')) return this;
    return append.call(this, name, value);
  };
  target[patched] = true;
}
