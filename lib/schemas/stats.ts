/**
 * The query of the editors' click figures (`GET /stats/clicks/`), for the API and the statistics screen alike: a
 * period of calendar days (both included), how to cut it, an optional shop, and the file format. Each refusal names
 * its words by a key of `apiErrors`, so the API and the screen say the same thing in the editor's language.
 */
import { statsGroups } from '@/lib/clicks/constants';
import type { ApiWordKey } from '@/lib/forms/api-words';
import { ID_PATTERN } from './params';
import { z } from './zod';

/** Without dates, the figures of the last 30 days, today included. */
export const STATS_DEFAULT_DAYS = 30;
/** A year and a day at most: a whole year compared with any of its days, and no more for one call to add up. */
export const STATS_MAX_DAYS = 366;
/** The longest list of shops, promotions, pages… one call answers, the busiest first. */
export const STATS_TOP_LIMIT = 100;

export const statsFormats = ['json', 'csv'] as const;
export type StatsFormat = (typeof statsFormats)[number];

/** `editions=all`: every edition the editor may see, for a client that sends `language` with every call. */
export const ALL_EDITIONS = 'all';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A real calendar day written `YYYY-MM-DD` (no 30 February), in years the database can hold. */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value) || value < '1000') return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The calendar day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both counted. */
export const daysInPeriod = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The refusals of this query, keys of `apiErrors`. */
export type StatsRefusalKey = Extract<ApiWordKey, 'statsDay' | 'statsChoice' | 'statsPeriodOrder' | 'statsPeriodTooLong' | 'statsInvalid' | 'invalidInteger'>;
const refusalKeys: readonly string[] = ['statsDay', 'statsChoice', 'statsPeriodOrder', 'statsPeriodTooLong', 'statsInvalid', 'invalidInteger'] satisfies StatsRefusalKey[];

/** A check's refusal: its key, and the values its words take. */
const refusing = (key: StatsRefusalKey, values: Record<string, string | number> = {}) => ({ params: { ...values, key } });

/**
 * A value of the query: the last of a repeated key, trimmed; an empty one counts as absent, as the screen's GET form
 * sends a field left blank.
 */
const given = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    const last = (Array.isArray(value) ? value[value.length - 1] : value)?.trim();
    return last ? last : undefined;
  });

const dayParam = given.pipe(z.string().refine(isCalendarDay, refusing('statsDay')).optional());
const choiceParam = <const T extends readonly [string, ...string[]]>(values: T) => given.pipe(z.enum(values).optional());

/**
 * The query checked, the period resolved: `to` defaults to `today` (the site's calendar day), `from` to the 30 days
 * ending on `to`. `from` after `to`, or a period over STATS_MAX_DAYS, is refused on the field to change.
 */
export function statsQuery(today: string) {
  return z
    .object({
      from: dayParam,
      to: dayParam,
      group: choiceParam(statsGroups).transform((group) => group ?? 'day'),
      store: given.pipe(
        z
          .string()
          .refine((value) => ID_PATTERN.test(value), refusing('invalidInteger'))
          .transform(Number)
          .optional(),
      ),
      format: choiceParam(statsFormats).transform((format) => format ?? 'json'),
      editions: choiceParam([ALL_EDITIONS]),
    })
    .transform((query, ctx) => {
      const to = query.to ?? today;
      const from = query.from ?? addDays(to, 1 - STATS_DEFAULT_DAYS);
      if (from > to) {
        ctx.addIssue({ code: 'custom', path: ['to'], input: query.to, ...refusing('statsPeriodOrder') });
        return z.NEVER;
      }
      if (daysInPeriod(from, to) > STATS_MAX_DAYS) {
        ctx.addIssue({ code: 'custom', path: ['from'], input: query.from, ...refusing('statsPeriodTooLong', { max: STATS_MAX_DAYS }) });
        return z.NEVER;
      }
      return { ...query, from, to };
    });
}

export type StatsQuery = z.output<ReturnType<typeof statsQuery>>;

/** What the wording reads of a zod issue, raw (an error map's) or final (a failed parse's). */
interface StatsIssue {
  code?: string;
  params?: Record<string, unknown>;
  values?: readonly unknown[];
}

/** Which words of `apiErrors` tell what is wrong with a value of the query, from zod's issue. */
export function statsIssueWording(issue: StatsIssue): { key: StatsRefusalKey; values: Record<string, string | number> } {
  if (issue.code === 'custom') {
    const { key, ...rest } = issue.params ?? {};
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(rest)) if (typeof value === 'string' || typeof value === 'number') values[name] = value;
    if (typeof key === 'string' && refusalKeys.includes(key)) return { key: key as StatsRefusalKey, values };
  }
  if (issue.code === 'invalid_value' && issue.values) return { key: 'statsChoice', values: { choices: issue.values.map(String).join(', ') } };
  return { key: 'statsInvalid', values: {} };
}
