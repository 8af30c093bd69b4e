import path from 'node:path';
import { test as base, expect, request as playwrightRequest, type APIRequestContext, type Locator } from '@playwright/test';
import { messagesFor } from '../../messages';
import { e2ePort, editionFacts, type EditionFacts, type EditionId } from './support';

export { ONE_EDITION, PER_LANGUAGE } from './support';

export { expect };
export type { EditionId, EditionFacts };


/** The project option: which edition a project's tests run against (its baseURL is that edition's domain). */
export interface EditionOptions {
  edition: EditionId;
}

/** An edition's message tree: nested objects of strings. */
export type Messages = { [key: string]: string | Messages };

const root = path.resolve(__dirname, '../..');

/** The visible strings of an edition, as the app merges them (`fr.json` + `fr-fr.json` overrides, `nl.json`). */
export function readMessages(edition: EditionId): Messages {
  return messagesFor(edition);
}

/** One string of a messages file by its dotted key (`'notFound.title'`); throws when the key is missing. */
export function message(messages: Messages, key: string): string {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no message ${key}`);
  return node;
}

/** Where screenshots taken on purpose go (git-ignored; Playwright empties test-results at each run). */
export function screenshotPath(name: string): string {
  return path.join(root, 'test-results', 'screenshots', name.endsWith('.png') ? name : `${name}.png`);
}

interface Fixtures {
  /** The edition's public facts: domain, `<html lang>`, language. */
  facts: EditionFacts;
  /** The edition's messages, read on first use. */
  messages: Messages;
  /**
   * HTTP requests from Node (no browser) to the test server, sent with the edition's domain as Host header.
   * Use it instead of `page.request`/`request`: those run in Node too, where the browser's host-resolver rules
   * do not apply, so `http://vacances.be/…` would leave the machine. Pass `{ maxRedirects: 0 }` to see redirects.
   */
  http: APIRequestContext;
  /** Same as `http`, for any Host header (`requestAs('unknown.example')`). */
  requestAs: (host: string) => Promise<APIRequestContext>;
}

export const test = base.extend<Fixtures & EditionOptions>({
  edition: ['fr-be', { option: true }],

  facts: async ({ edition }, provide) => {
    await provide(editionFacts[edition]);
  },

  messages: async ({ edition }, provide) => {
    await provide(readMessages(edition));
  },

  requestAs: async ({ edition }, provide) => {
    void edition; // fixtures must destructure their first argument
    const contexts: APIRequestContext[] = [];
    await provide(async (host) => {
      const context = await playwrightRequest.newContext({
        baseURL: `http://127.0.0.1:${e2ePort}`,
        extraHTTPHeaders: { host },
      });
      contexts.push(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.dispose()));
  },

  http: async ({ requestAs, facts }, provide) => {
    await provide(await requestAs(facts.domain));
  },
});

/** A Location header resolved against the edition's origin: `{ host, path }` with path = pathname + search. */
export function redirectTarget(location: string | undefined, domain: string) {
  if (!location) throw new Error('no Location header');
  const url = new URL(location, `http://${domain}`);
  return { host: url.host, path: `${url.pathname}${url.search}` };
}

/** A page of a list as the API answers it. */
export interface PageAnswer<T> {
  count: number;
  results: T[];
}

/** GET on the API in the edition's language, asserting a 200: tests read the edition's own content with it. */
export async function apiJson<T>(http: APIRequestContext, path: string, edition: EditionId): Promise<T> {
  const separator = path.includes('?') ? '&' : '?';
  const response = await http.get(`/api${path}${separator}language=${edition}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/**
 * Waits until React has hydrated an element (it then carries React's props key), so that a click or a key
 * reaches the component's handler rather than the bare server HTML.
 */
export async function hydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), { message: 'element hydrated' })
    .toBe(true);
}
