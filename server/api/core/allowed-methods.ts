import { TrieRouter } from 'hono/router/trie-router';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The methods each path of the API answers, read from its routes once they are all mounted: a known path asked with
 * another method gets 405 with `Allow` (and OPTIONS a 204), where Hono alone would say 404.
 */
export function allowedMethodsOf(app: { routes: readonly { method: string; path: string }[] }): (path: string) => string[] {
  const router = new TrieRouter<true>();
  for (const route of app.routes) {
    // Middleware is registered for every method and every path; only routes name what a path answers.
    if (route.method === 'ALL' || route.path.endsWith('*')) continue;
    router.add(route.method, route.path.replace(/\/+$/, '') || '/', true);
  }
  return (path) => {
    const clean = path.replace(/\/+$/, '') || '/';
    const allowed: string[] = METHODS.filter((method) => router.match(method, clean)[0].length > 0);
    if (allowed.includes('GET')) allowed.splice(1, 0, 'HEAD');
    return allowed.length ? [...allowed, 'OPTIONS'] : [];
  };
}
