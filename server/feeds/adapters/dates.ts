/**
 * The networks' dates as instants. Most networks write a wall-clock time without a zone, meant in their own country's
 * time (Awin's export in London, Daisycon in Amsterdam): read in that zone, so a voucher ending at midnight ends at
 * the merchant's midnight, also on the nights the clocks change. Each reader returns null for a value it cannot
 * read, never an Invalid Date.
 */

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in minutes (`+60` for Brussels in winter). */
function offsetMinutes(at: Date, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT([+-])(\d{2}):?(\d{2})?$/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  second?: number;
  millisecond?: number;
}

/**
 * A wall-clock time in a zone as an instant; null when the date does not exist (31/02) or the zone is unknown. A time
 * the clock skips in spring is read with winter's offset (London's 01:30 on the last Sunday of March is 01:30 UTC);
 * in the hour repeated in autumn, the second one is meant.
 */
export function zonedTimeToUtc(wall: WallTime, timeZone: string): Date | null {
  const { year, month, day, hour = 0, minute = 0, second = 0, millisecond = 0 } = wall;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  const check = new Date(asUtc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  try {
    const offset = offsetMinutes(new Date(asUtc - offsetMinutes(check, timeZone) * 60_000), timeZone);
    return new Date(asUtc - offset * 60_000);
  } catch {
    return null;
  }
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * An ISO 8601 date or date-time. With `Z` or an offset it is that instant; without, a wall-clock time in the zone
 * (a bare `2026-12-01` is that day's midnight there).
 */
export function parseIsoDate(text: string, timeZone: string): Date | null {
  const match = ISO.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction, zone] = match;
  if (zone && h === undefined) return null;
  const wall: WallTime = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h ?? 0),
    minute: Number(mi ?? 0),
    second: Number(s ?? 0),
    millisecond: fraction ? Number(fraction.slice(0, 3).padEnd(3, '0')) : 0,
  };
  if (!zone) return zonedTimeToUtc(wall, timeZone);
  const asUtc = zonedTimeToUtc(wall, 'UTC');
  if (!asUtc) return null;
  if (zone.toUpperCase() === 'Z') return asUtc;
  const offset = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (!offset || Number(offset[2]) > 23 || Number(offset[3]) > 59) return null;
  const minutes = (Number(offset[2]) * 60 + Number(offset[3])) * (offset[1] === '-' ? -1 : 1);
  return new Date(asUtc.getTime() - minutes * 60_000);
}

const DAY_MONTH_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** `dd/mm/yyyy`, with `hh:mm` or `hh:mm:ss` or not (then midnight), a wall-clock time in the zone. */
export function parseDayMonthYear(text: string, timeZone: string): Date | null {
  const match = DAY_MONTH_YEAR.exec(text.trim());
  if (!match) return null;
  const [, d, mo, y, h, mi, s] = match;
  return zonedTimeToUtc({ year: Number(y), month: Number(mo), day: Number(d), hour: Number(h ?? 0), minute: Number(mi ?? 0), second: Number(s ?? 0) }, timeZone);
}

/** Milliseconds since 1970 (Tradedoubler's dates), as a number or a string of digits. */
export function parseEpochMilliseconds(value: unknown): Date | null {
  const ms = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{1,16}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!Number.isSafeInteger(ms)) return null;
  const at = new Date(ms);
  return Number.isNaN(at.getTime()) ? null : at;
}
