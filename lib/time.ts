/** Usage "today" counts on the Brussels/Paris calendar day (both editions share the time zone). */
export const SITE_TIME_ZONE = 'Europe/Brussels';

/** The site's calendar day of `now`, as `YYYY-MM-DD`. */
export function siteToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The last second of a calendar day (`2026-12-24`) in a time zone: when a code "valid until the 24th" stops. */
export function endOfDayIn(day: string, timeZone: string): Date {
  const noon = new Date(`${day}T12:00:00Z`);
  const name = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' }).formatToParts(noon).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = name === 'GMT' ? 'Z' : name.slice(3);
  return new Date(`${day}T23:59:59${offset}`);
}
