import { siteToday, SITE_TIME_ZONE } from '@/lib/time';
import type { Random } from '../random';

/** Every way the promo button words a promotion's end. */
export const expiryCases = ['minutes', 'hours', 'today', 'tomorrow', 'date', 'none', 'expired'] as const;
export type ExpiryCase = (typeof expiryCases)[number];

/** Share of each case among the active promotions of an edition. */
const ACTIVE_CASE_WEIGHTS: Record<Exclude<ExpiryCase, 'expired'>, number> = {
  minutes: 0.05,
  hours: 0.1,
  today: 0.08,
  tomorrow: 0.1,
  date: 0.47,
  none: 0.2,
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Milliseconds that Brussels' wall clock is ahead of UTC at `instant`. */
function siteOffset(instant: number): number {
  const parts = Object.fromEntries(offsetFormat.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant midnight starts in Brussels, `plusDays` calendar days after the site's today. */
function siteDayStart(now: Date, plusDays: number): Date {
  const [y, m, d] = siteToday(now).split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d + plusDays);
  let instant = wall - siteOffset(wall);
  instant = wall - siteOffset(instant);
  return new Date(instant);
}

/** The end date of a promotion in the given case, relative to `now`; null means no end date. */
export function expiryFor(kind: ExpiryCase, now: Date, r: Random): Date | null {
  const t = now.getTime();
  switch (kind) {
    case 'minutes':
      return new Date(t + r.int(10, 40) * MINUTE);
    case 'hours':
      return new Date(t + r.int(60, 300) * MINUTE);
    case 'today': {
      const end = siteDayStart(now, 1).getTime() - MINUTE;
      const remaining = Math.max(end - t, 2 * MINUTE);
      const from = t + Math.min(6 * HOUR, remaining / 2);
      return new Date(Math.floor(from + r.next() * (t + remaining - from)));
    }
    case 'tomorrow':
      return new Date(siteDayStart(now, 1).getTime() + r.int(8 * 60, 23 * 60) * MINUTE);
    case 'date':
      return new Date(siteDayStart(now, r.int(3, 90) + 1).getTime() - MINUTE);
    case 'none':
      return null;
    case 'expired':
      return new Date(t - r.int(DAY / MINUTE, (60 * DAY) / MINUTE) * MINUTE);
  }
}

/** A deck of `count` active cases in the shares of ACTIVE_CASE_WEIGHTS, every case at least once, shuffled. */
export function activeCaseDeck(count: number, r: Random): ExpiryCase[] {
  const entries = Object.entries(ACTIVE_CASE_WEIGHTS) as [ExpiryCase, number][];
  const deck: ExpiryCase[] = [];
  for (const [kind, weight] of entries) {
    for (let i = 0; i < Math.max(1, Math.round(count * weight)); i++) deck.push(kind);
  }
  while (deck.length < count) deck.push('date');
  while (deck.length > count && deck.includes('date')) deck.splice(deck.indexOf('date'), 1);
  return r.sample(deck, deck.length);
}
