import type { FeedMapping } from '@/lib/schemas/feed-mapping';
import type { AdapterResult } from '@/server/feeds/voucher';

/** A feed as its adapter needs it: where to download it, the network account's credentials, a generic feed's mapping. */
export interface FeedSource {
  url: string;
  credentials: Record<string, string>;
  mapping: FeedMapping | null;
}

export interface FetchedBody {
  status: number;
  headers: Headers;
  text: string;
}

/** The runner's fetch: it refuses private addresses and bounds the time and the size, so adapters never fetch alone. */
export type FetchText = (
  url: string,
  init?: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
) => Promise<FetchedBody>;

export interface FeedAdapter {
  /** Downloads the feed with the given (safe, bounded) fetch; most networks need one GET with their credentials. */
  download(feed: FeedSource, fetchText: FetchText): Promise<string>;
  /**
   * Reads a downloaded body: the vouchers, and each malformed item skipped with its field. Throws FeedParseError when
   * the body as a whole cannot be read (not JSON, not CSV, no items array, a SOAP fault).
   */
  parse(body: string, feed: FeedSource): AdapterResult;
}

export type FeedParseReason = 'notJson' | 'notCsv' | 'notXml' | 'noItems' | 'soapFault' | 'badMapping';

/** The body as a whole cannot be read: the run stops and keeps the vouchers of the last good run. */
export class FeedParseError extends Error {
  constructor(
    readonly reason: FeedParseReason,
    message: string,
  ) {
    super(message);
    this.name = 'FeedParseError';
  }
}

/** The network answered with a status other than 2xx (an expired token, a wrong URL, a network outage). */
export class FeedDownloadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'FeedDownloadError';
  }
}

/** A credential the network needs is not saved on the feed: nothing is sent until an editor adds it. */
export class FeedCredentialsError extends Error {
  constructor(readonly credential: string) {
    super(`the feed has no ${credential} credential`);
    this.name = 'FeedCredentialsError';
  }
}

/** The body of a 2xx answer, else a FeedDownloadError with the status. */
export function okText(response: FetchedBody, what: string): string {
  if (response.status < 200 || response.status > 299) throw new FeedDownloadError(response.status, `${what} answered ${response.status}`);
  return response.text;
}

/** A credential that must be there, trimmed. */
export function requiredCredential(feed: FeedSource, name: string): string {
  const value = feed.credentials[name]?.trim();
  if (!value) throw new FeedCredentialsError(name);
  return value;
}

/** The feed's URL with a query parameter the network needs, unless the editors already wrote it there. */
export function withQueryParameter(url: string, name: string, value: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has(name)) parsed.searchParams.set(name, value);
  return parsed.href;
}
