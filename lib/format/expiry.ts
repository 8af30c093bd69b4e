/**
 * The expiry wording of a promotion: "expires in N hours / in a few minutes / today / tomorrow / on a date". The bands
 * are counted in the edition's time zone (Europe/Brussels or Europe/Paris), so "today" means the visitor's
 * calendar day, not the server's. The wording itself lives in messages (`promotions.expiry.*`).
 */

/** Under an hour left, the exact number of minutes is noise: "in a few minutes". */
export const MINUTES_BAND_MS = 60 * 60 * 1000;
/**
 * Under six hours left, "in N hours" is more telling than "today" (and it stays right across midnight:
 * at 22:00 a deal ending at 03:00 is "in 5 hours", not "tomorrow").
 */
export const HOURS_BAND_MS = 6 * 60 * 60 * 1000;

export type Expiry =
  | { kind: 'none' }
  | { kind: 'expired'; date: Date }
  | { kind: 'minutes' }
  | { kind: 'hours'; hours: number }
  | { kind: 'today'; date: Date }
  | { kind: 'tomorrow'; date: Date }
  | { kind: 'date'; date: Date };

/** `YYYY-MM-DD` of an instant in a time zone (en-CA formats dates that way). */
export function calendarDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The calendar day after `day` (`YYYY-MM-DD`), by UTC date arithmetic, which has no DST to trip on. */
export function nextCalendarDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** Which expiry wording a promotion ending at `expiresAt` gets at `now`; an unreadable date counts as none. */
export function expiryOf(expiresAt: Date | string | null | undefined, now: Date, timeZone: string): Expiry {
  if (expiresAt === null || expiresAt === undefined) return { kind: 'none' };
  const date = new Date(expiresAt);
  if (Number.isNaN(date.getTime())) return { kind: 'none' };
  const left = date.getTime() - now.getTime();
  if (left <= 0) return { kind: 'expired', date };
  if (left < MINUTES_BAND_MS) return { kind: 'minutes' };
  if (left < HOURS_BAND_MS) return { kind: 'hours', hours: Math.floor(left / (60 * 60 * 1000)) };
  const today = calendarDay(now, timeZone);
  const day = calendarDay(date, timeZone);
  if (day === today) return { kind: 'today', date };
  if (day === nextCalendarDay(today)) return { kind: 'tomorrow', date };
  return { kind: 'date', date };
}

/** The words of `promotions.expiry`, as a translator of that namespace gives them. */
export type ExpiryTranslator = (key: Expiry['kind'], values?: Record<string, string | number>) => string;

/**
 * An expiry in the edition's words (`promotions.expiry`): the card's line and the alerts' mails say it alike. `date`
 * writes a day in the edition's language and time zone.
 */
export function expiryWords(expiry: Expiry, t: ExpiryTranslator, date: (day: Date) => string): string {
  switch (expiry.kind) {
    case 'none':
    case 'minutes':
    case 'today':
    case 'tomorrow':
      return t(expiry.kind);
    case 'hours':
      return t('hours', { hours: expiry.hours });
    case 'expired':
    case 'date':
      return t(expiry.kind, { date: date(expiry.date) });
  }
}
