/** Usage "today" counts on the Brussels/Paris calendar day (both editions share the time zone). */
export const SITE_TIME_ZONE = 'Europe/Brussels';

/** The site's calendar day of `now`, as `YYYY-MM-DD`. */
export function siteToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
