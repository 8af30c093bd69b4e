/**
 * The editor forms' dates: `<input type="datetime-local">` holds a wall-clock time without a zone, which the form
 * reads as the edition's time zone (an editor in Brussels means Brussels time, wherever their laptop thinks it is).
 */

/** The zone's offset from UTC at an instant, in minutes (`+60` for Brussels in winter). */
function offsetMinutes(at: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT([+-])(\d{2}):?(\d{2})?$/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the input shows it in the zone: `2026-12-01T09:00`; empty for none. */
export function zonedInputValue(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const wall = new Date(at.getTime() + offsetMinutes(at, timeZone) * 60_000);
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/**
 * The input's wall-clock time in the zone as an instant with its offset (`2026-12-01T09:00:00+01:00`), as the API
 * takes it; null for an empty or malformed value. A time the clock skips in spring is read with winter's offset
 * (02:30 becomes 03:30 summer time); in the hour repeated in autumn, the second one is meant.
 */
export function instantFromZonedInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1).map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  const offset = offsetMinutes(new Date(asUtc - offsetMinutes(check, timeZone) * 60_000), timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
