import type { ClickFigures, ClickStatsRow } from '@/lib/api/types/editor-stats';
import { addDays, daysInPeriod } from '@/lib/schemas/stats';

/** A period of calendar days, both included (`YYYY-MM-DD`). */
export interface StatsPeriod {
  from: string;
  to: string;
}

/** The quick choices of the statistics screen: the last week, month and quarter. */
export const STATS_PRESET_DAYS = [7, 30, 90] as const;

/** The `days` last days, today included. */
export const presetPeriod = (days: number, today: string): StatsPeriod => ({ from: addDays(today, 1 - days), to: today });

/** The period of the same length that ends the day before `period` starts: what the chart compares with. */
export function previousPeriod({ from, to }: StatsPeriod): StatsPeriod {
  return { from: addDays(from, -daysInPeriod(from, to)), to: addDays(from, -1) };
}

/** Every day of the period, in order. */
export function daysOf({ from, to }: StatsPeriod): string[] {
  return Array.from({ length: Math.max(0, daysInPeriod(from, to)) }, (_, i) => addDays(from, i));
}

/** One point of the chart: a day of the period, its clicks, and those of the same day of the period before. */
export interface ChartPoint {
  day: string;
  clicks: number;
  previousDay: string;
  previousClicks: number;
}

/**
 * The chart's two lines, day by day: the period's clicks beside those of the period before, the first day of one
 * against the first of the other. A day the answer leaves out counts as no click.
 */
export function chartPoints(period: StatsPeriod, current: readonly ClickStatsRow<'day'>[], previous: readonly ClickStatsRow<'day'>[]): ChartPoint[] {
  const clicksOn = (rows: readonly ClickStatsRow<'day'>[]) => new Map(rows.map((row) => [row.day, row.clicks]));
  const now = clicksOn(current);
  const before = clicksOn(previous);
  const earlier = previousPeriod(period);
  return daysOf(period).map((day, i) => {
    const previousDay = addDays(earlier.from, i);
    return { day, clicks: now.get(day) ?? 0, previousDay, previousClicks: before.get(previousDay) ?? 0 };
  });
}

/** The machines' share of every click (theirs and the visitors'), from 0 to 1. */
export function botShare({ clicks, bot_clicks }: Pick<ClickFigures, 'clicks' | 'bot_clicks'>): number {
  const all = clicks + bot_clicks;
  return all > 0 ? bot_clicks / all : 0;
}

/** Code reveals per visitor's click, from 0 up (a code can be revealed without leaving the site). */
export const revealsPerClick = ({ clicks, reveals }: Pick<ClickFigures, 'clicks' | 'reveals'>): number => (clicks > 0 ? reveals / clicks : 0);

/** Nothing happened in the period: no click of anyone, no reveal, no conversion. */
export const isEmptyPeriod = (totals: ClickFigures): boolean => totals.clicks + totals.bot_clicks + totals.reveals + totals.conversions === 0;

/** How the period's clicks compare with the period before's, as a share (0.25: a quarter more); null without any before. */
export const clicksChange = (now: number, before: number): number | null => (before > 0 ? (now - before) / before : null);
