import { createHash } from 'node:crypto';
import { FeedParseError } from './adapter';
import type { AdapterResult, ItemError, Voucher } from '@/server/feeds/voucher';

/**
 * The readers every adapter shares. A reader that meets a malformed field throws an ItemFault naming the network's own
 * field; `readItems` turns it into the item's error and goes on with the next item, so one bad voucher never costs
 * the others.
 */

export class ItemFault extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'ItemFault';
  }
}

/**
 * Reads each item with `read`; an item whose reading throws an ItemFault is reported by its id (`idOf`), or by its
 * 1-based position when it has none.
 */
export function readItems<T>(items: readonly T[], idOf: (item: T) => string, read: (item: T) => Voucher): AdapterResult {
  const vouchers: Voucher[] = [];
  const errors: ItemError[] = [];
  items.forEach((item, index) => {
    try {
      vouchers.push(read(item));
    } catch (error) {
      if (!(error instanceof ItemFault)) throw error;
      errors.push({ item: idOf(item) || `#${index + 1}`, field: error.field, message: error.message });
    }
  });
  return { vouchers, errors };
}

/** A plain object, for reading a network's items without trusting their shape. */
export type Item = Record<string, unknown>;

export const isItem = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A nested object of an item (`advertiser`, `campaign`), or an empty one when the network left it out. */
export const nested = (value: unknown): Item => (isItem(value) ? value : {});

/** A field as trimmed text: numbers as written, anything else (absent, an object) empty. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Text that must be there: a title, an advertiser's id. */
export function requiredText(field: string, value: unknown): string {
  const read = text(value);
  if (!read) throw new ItemFault(field, 'missing');
  return read;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A link as the network wrote it (placeholders kept); only checked to be an http(s) address. */
export function optionalUrl(field: string, value: unknown): string | null {
  const read = text(value);
  if (!read) return null;
  if (!isHttpUrl(read)) throw new ItemFault(field, 'not an http(s) URL');
  return read;
}

export function requiredUrl(field: string, value: unknown): string {
  const read = optionalUrl(field, value);
  if (read === null) throw new ItemFault(field, 'missing');
  return read;
}

/** An optional date: empty is "not said" (null), anything the reader cannot read is the item's error. */
export function optionalDate<T>(field: string, value: T, read: (value: T) => Date | null): Date | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const at = read(value);
  if (!at) throw new ItemFault(field, 'not a date');
  return at;
}

/** A voucher that would end before it starts is a mistake of the network's, not a voucher to show. */
export function checkPeriod(endField: string, startsAt: Date | null, endsAt: Date | null): void {
  if (startsAt && endsAt && endsAt.getTime() < startsAt.getTime()) throw new ItemFault(endField, 'ends before it starts');
}

/** A code to copy, or null for a deal: networks mask the codes of deals as a run of `*`. */
export function voucherCode(value: unknown): string | null {
  const read = text(value);
  return read === '' || /^\*+$/.test(read) ? null : read;
}

/** Yes as the networks write it, and as Belgian and French merchants' spreadsheets do. */
const TRUE_WORDS = new Set(['1', 'yes', 'true', 'oui', 'ja']);

export function flag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  return TRUE_WORDS.has(text(value).toLowerCase());
}

/** A number written with a dot or a comma as decimal separator (`12,50`), with or without a trailing `%`. */
export function optionalNumber(field: string, value: unknown): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new ItemFault(field, 'not a number');
    return value;
  }
  const read = text(value).replace(/\s*%$/, '');
  if (!read) return null;
  if (!/^-?\d+(?:[.,]\d+)?$/.test(read)) throw new ItemFault(field, 'not a number');
  return Number(read.replace(',', '.'));
}

/** Country codes as a list or as text (`BE, FR`), upper case; empty when not said. */
export function countryCodes(field: string, value: unknown): string[] {
  const parts = Array.isArray(value) ? value.map(text) : text(value).split(/[,;|\s]+/);
  const codes = parts.filter(Boolean).map((part) => part.toUpperCase());
  if (codes.some((code) => !/^[A-Z]{2}$/.test(code))) throw new ItemFault(field, 'not a list of country codes');
  return [...new Set(codes)];
}

/** A language as ISO 639-1, lower case (`fr` from `FR` or `fr_BE`); null when not said. */
export function languageCode(field: string, value: unknown): string | null {
  const read = text(value);
  if (!read) return null;
  const match = /^([a-z]{2})(?:[-_][a-z]{2})?$/i.exec(read);
  if (!match) throw new ItemFault(field, 'not a language code');
  return match[1].toLowerCase();
}

/**
 * The id of a voucher in a feed without ids: the same advertiser, code and tracking link give the same id on every
 * run, so the runner recognises the voucher and does not import it twice.
 */
export function offerIdHash(advertiserId: string, code: string | null, trackingUrl: string): string {
  return createHash('sha256')
    .update(JSON.stringify([advertiserId, code ?? '', trackingUrl]))
    .digest('hex')
    .slice(0, 32);
}

/** A JSON body; FeedParseError when it is not JSON (an HTML error page, a truncated download). */
export function parseJsonBody(body: string): unknown {
  try {
    return JSON.parse(body.replace(/^\uFEFF/, ''));
  } catch {
    throw new FeedParseError('notJson', 'the body is not JSON');
  }
}

/** The items of a JSON answer: the body itself when it is an array, else the array under `key` (`data`). */
export function jsonItems(value: unknown, key = 'data'): unknown[] {
  if (Array.isArray(value)) return value;
  const wrapped = isItem(value) ? value[key] : undefined;
  if (Array.isArray(wrapped)) return wrapped;
  throw new FeedParseError('noItems', `the body is neither an array nor an object with a "${key}" array`);
}

/** An item of a JSON array as an object; anything else is that item's error. */
export function asItem(value: unknown): Item {
  if (!isItem(value)) throw new ItemFault('item', 'not an object');
  return value;
}
