import { useFormatter } from 'next-intl';

/** A calendar day (`YYYY-MM-DD`) as an instant that reads as that day in UTC, whatever the server's clock. */
const dayInstant = (day: string) => new Date(`${day}T12:00:00Z`);

/** The figures of the statistics in the editor's language: counts, euros, shares and days. */
export function useStatsFormat() {
  const format = useFormatter();
  return {
    count: (value: number) => format.number(value),
    euros: (value: number) => format.number(value, { style: 'currency', currency: 'EUR' }),
    share: (value: number) => format.number(value, { style: 'percent', maximumFractionDigits: 1 }),
    /** `2 nov. 2026` */
    day: (day: string) => format.dateTime(dayInstant(day), { dateStyle: 'medium', timeZone: 'UTC' }),
    /** `lun. 2 nov.`: the chart's axis and its table. */
    shortDay: (day: string) => format.dateTime(dayInstant(day), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
  };
}

export type StatsFormatter = ReturnType<typeof useStatsFormat>;
