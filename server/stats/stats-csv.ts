import type { StatsGroup } from '@/lib/clicks/constants';
import type { ClickStatsRow } from '@/lib/api/types/editor-stats';
import { csvDocument } from '@/server/api/core/csv';

/** The columns of the file: the JSON answer's names, the group's key first. */
export const statsCsvColumns = (group: StatsGroup) => [group, 'label', 'clicks', 'unique_visitors', 'reveals', 'conversions', 'commission', 'epc', 'bot_clicks'] as const;

/** Euros as a spreadsheet reads them whatever its language: a dot and two decimals. */
const euros = (value: number) => value.toFixed(2);

/**
 * The figures as a CSV file, written formula-safe (a page path or a shop's name is the visitors' or the editors'
 * text), with a byte-order mark so that Excel reads accented names as UTF-8.
 */
export function statsCsv(group: StatsGroup, rows: readonly ClickStatsRow[]): string {
  const lines = rows.map((row) => [
    String((row as unknown as Record<StatsGroup, string | number>)[group]),
    row.label ?? '',
    String(row.clicks),
    String(row.unique_visitors),
    String(row.reveals),
    String(row.conversions),
    euros(row.commission),
    euros(row.epc),
    String(row.bot_clicks),
  ]);
  return `\uFEFF${csvDocument([[...statsCsvColumns(group)], ...lines])}`;
}

/** `clicks-store-2026-11-01-2026-11-30.csv` */
export const statsCsvName = (group: StatsGroup, from: string, to: string) => `clicks-${group}-${from}-${to}.csv`;
