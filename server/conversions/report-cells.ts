import { parseIsoDate, zonedTimeToUtc } from '@/server/feeds/adapters/dates';

/**
 * The cells of a conversion report as the networks and spreadsheets write them. Each reader answers null for a cell
 * it cannot read, never a guess.
 */

/** Where a report's times without a zone are meant: our editions' clock (Brussels and Paris keep the same one). */
export const REPORT_TIME_ZONE = 'Europe/Brussels';

/** int4 cents: no commission comes near it, and a bigger one is a misread column. */
const MAX_CENTS = 2_147_483_647;

/**
 * An amount in cents: `12.50`, `12,50` (a French or Dutch export), `1 234,56`, `1.234,56`, `1,234.56`, `-3,20` (a
 * correction), with a currency sign or code around it. With both separators the last one is the decimal one; a
 * lone separator is a decimal one, except when repeated (`1.234.567`). Half a cent and more rounds up.
 */
export function readAmountCents(cell: string): number | null {
  let text = cell
    .replace(/[\s\u00a0\u202f']/g, '')
    .replace(/^(?:[A-Za-z]{3}|[€$£])/, '')
    .replace(/(?:[A-Za-z]{3}|[€$£])$/, '');
  const negative = /^-/.test(text) || /^\(.*\)$/.test(text);
  text = text.replace(/^[-+]/, '').replace(/^\((.*)\)$/, '$1');
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return null;
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  let whole: string;
  let fraction: string;
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const at = Math.max(lastComma, lastDot);
    whole = text.slice(0, at).split(decimal === ',' ? '.' : ',').join('');
    fraction = text.slice(at + 1);
    if (/[.,]/.test(whole) || /[.,]/.test(fraction)) return null;
  } else {
    const separator = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : null;
    const parts = separator ? text.split(separator) : [text];
    if (parts.length > 2) {
      // Repeated: thousands groups, never decimals.
      if (!parts.slice(1).every((part) => /^\d{3}$/.test(part))) return null;
      whole = parts.join('');
      fraction = '';
    } else {
      [whole, fraction = ''] = parts;
    }
  }
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction) || whole + fraction === '') return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (Number(fraction[2] ?? '0') >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) return null;
  return negative && cents !== 0 ? -cents : cents;
}

const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A conversion's time: ISO 8601 (`2026-03-01T14:30:00Z`, `2026-03-01 14:30:00`, `2026-03-01`) or day first
 * (`01/03/2026 14:30`, `01/03/2026 14:30:05`, `01-03-2026`, `01.03.2026`), read in Brussels' time when it names no zone.
 */
export function readReportTime(cell: string): Date | null {
  const text = cell.trim();
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) {
    const [, d, mo, y, h, mi, s] = dayFirst;
    return zonedTimeToUtc({ year: Number(y), month: Number(mo), day: Number(d), hour: Number(h ?? 0), minute: Number(mi ?? 0), second: Number(s ?? 0) }, REPORT_TIME_ZONE);
  }
  return parseIsoDate(text, REPORT_TIME_ZONE);
}

const CURRENCY_SIGNS: Readonly<Record<string, string>> = { '€': 'EUR', $: 'USD', '£': 'GBP' };

/** An ISO 4217 code (`EUR`, `eur`), or the sign of one of the currencies our networks pay in. */
export function readCurrency(cell: string): string | null {
  const text = cell.trim();
  if (CURRENCY_SIGNS[text]) return CURRENCY_SIGNS[text];
  return /^[A-Za-z]{3}$/.test(text) ? text.toUpperCase() : null;
}
