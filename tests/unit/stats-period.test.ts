import { describe, expect, it } from 'vitest';
import { presetLinks, statsFiltersOf, statsHref } from '@/lib/admin/stats-filters';
import { botShare, chartPoints, clicksChange, daysOf, isEmptyPeriod, presetPeriod, previousPeriod, revealsPerClick } from '@/lib/admin/stats-period';
import { statsCall, statsCsvHref } from '@/lib/api/stats-path';
import type { ClickStatsRow } from '@/lib/api/types/editor-stats';
import { addDays, daysInPeriod, isCalendarDay, statsIssueWording, statsQuery } from '@/lib/schemas/stats';

const none = { label: null, unique_visitors: 0, reveals: 0, conversions: 0, commission: 0, epc: 0, bot_clicks: 0 };
const day = (date: string, clicks: number): ClickStatsRow<'day'> => ({ day: date, clicks, ...none });

describe('calendar days of the statistics', () => {
  it('tells real days from the rest', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(isCalendarDay('0000-01-01')).toBe(false);
    expect(isCalendarDay('26-11-28')).toBe(false);
  });

  it('counts days across months, years and daylight saving time', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysInPeriod('2026-10-24', '2026-10-26')).toBe(3);
    expect(daysInPeriod('2026-11-28', '2026-11-28')).toBe(1);
    expect(daysInPeriod('2025-11-02', '2026-11-02')).toBe(366);
  });
});

describe('the query of the figures', () => {
  const today = '2026-11-28';
  const parse = (input: Record<string, string | string[]>) => statsQuery(today).safeParse(input);

  it('defaults to the 30 days ending today, by day, as JSON', () => {
    expect(parse({}).data).toEqual({ from: '2026-10-30', to: today, group: 'day', format: 'json', store: undefined, editions: undefined });
    // A blank field of the screen's form is no value.
    expect(parse({ from: '', to: ' ', store: '' }).data).toMatchObject({ from: '2026-10-30', to: today, store: undefined });
    // `to` alone: the 30 days ending then.
    expect(parse({ to: '2026-06-30' }).data).toMatchObject({ from: '2026-06-01', to: '2026-06-30' });
  });

  it('takes the last of a repeated key, a shop by number and a CSV file', () => {
    expect(parse({ group: ['day', 'store'], store: '7', format: 'csv', editions: 'all' }).data).toMatchObject({ group: 'store', store: 7, format: 'csv', editions: 'all' });
  });

  it('refuses each bad value on its own field, with the key of its words', () => {
    const refusals = (input: Record<string, string>) => {
      const result = parse(input);
      expect(result.success).toBe(false);
      return result.error!.issues.map((issue) => ({ field: issue.path[0], ...statsIssueWording(issue) }));
    };
    expect(refusals({ from: '2026-02-30' })).toEqual([{ field: 'from', key: 'statsDay', values: {} }]);
    expect(refusals({ from: '2026-11-02', to: '2026-11-01' })).toEqual([{ field: 'to', key: 'statsPeriodOrder', values: {} }]);
    expect(refusals({ from: '2025-11-01', to: '2026-11-02' })).toEqual([{ field: 'from', key: 'statsPeriodTooLong', values: { max: 366 } }]);
    expect(refusals({ group: 'week' })).toEqual([{ field: 'group', key: 'statsChoice', values: { choices: 'day, store, promotion, category, page, edition, source' } }]);
    expect(refusals({ store: '12345678901' })).toEqual([{ field: 'store', key: 'invalidInteger', values: {} }]);
    expect(refusals({ editions: 'some' })).toEqual([{ field: 'editions', key: 'statsChoice', values: { choices: 'all' } }]);
  });
});

describe('the periods of the screen', () => {
  it('compares with the period of the same length just before', () => {
    expect(previousPeriod({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetPeriod(7, '2026-11-28')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(daysOf({ from: '2026-12-30', to: '2027-01-02' })).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('lines the days up against the days before, a day left out counting as none', () => {
    const points = chartPoints({ from: '2026-11-01', to: '2026-11-03' }, [day('2026-11-02', 5)], [day('2026-10-29', 2), day('2026-10-31', 9), day('2026-11-01', 99)]);
    expect(points).toEqual([
      { day: '2026-11-01', clicks: 0, previousDay: '2026-10-29', previousClicks: 2 },
      { day: '2026-11-02', clicks: 5, previousDay: '2026-10-30', previousClicks: 0 },
      { day: '2026-11-03', clicks: 0, previousDay: '2026-10-31', previousClicks: 9 },
    ]);
  });

  it('works out the shares', () => {
    expect(botShare({ clicks: 27, bot_clicks: 3 })).toBeCloseTo(0.1);
    expect(botShare({ clicks: 0, bot_clicks: 0 })).toBe(0);
    expect(revealsPerClick({ clicks: 20, reveals: 5 })).toBe(0.25);
    expect(revealsPerClick({ clicks: 0, reveals: 5 })).toBe(0);
    expect(clicksChange(30, 20)).toBe(0.5);
    expect(clicksChange(5, 0)).toBeNull();
    expect(isEmptyPeriod({ clicks: 0, unique_visitors: 0, reveals: 0, conversions: 0, commission: 0, epc: 0, bot_clicks: 1 })).toBe(false);
    expect(isEmptyPeriod({ clicks: 0, unique_visitors: 0, reveals: 0, conversions: 0, commission: 0, epc: 0, bot_clicks: 0 })).toBe(true);
  });
});

describe('the filters of the screen', () => {
  const context = { current: 'fr-be' as const, allowed: ['fr-be', 'nl-be'] as const };

  it('keeps what this editor may choose, and falls back to the domain’s edition', () => {
    expect(statsFiltersOf({ edition: 'nl-be', store: '7', from: '2026-11-01', to: '2026-11-07' }, context)).toEqual({ edition: 'nl-be', store: '7', from: '2026-11-01', to: '2026-11-07' });
    expect(statsFiltersOf({ edition: 'all' }, context).edition).toBe('all');
    expect(statsFiltersOf({ edition: 'fr-fr', store: 'x' }, context)).toMatchObject({ edition: 'fr-be', store: '' });
    // One edition: nothing to add up.
    expect(statsFiltersOf({ edition: 'all' }, { current: 'nl-be', allowed: ['nl-be'] }).edition).toBe('nl-be');
  });

  it('writes the address back, defaults left out, and the quick periods keeping the rest', () => {
    expect(statsHref({ edition: 'fr-be', store: '', from: '', to: '' }, 'fr-be')).toBe('/admin/stats');
    expect(statsHref({ edition: 'all', store: '7', from: '2026-11-01', to: '' }, 'fr-be')).toBe('/admin/stats?edition=all&store=7&from=2026-11-01');
    const links = presetLinks({ edition: 'nl-be', store: '', from: '', to: '' }, 'fr-be', { from: '2026-10-30', to: '2026-11-28' }, '2026-11-28');
    expect(links).toEqual([
      { days: 7, href: '/admin/stats?edition=nl-be&from=2026-11-22&to=2026-11-28', current: false },
      { days: 30, href: '/admin/stats?edition=nl-be&from=2026-10-30&to=2026-11-28', current: true },
      { days: 90, href: '/admin/stats?edition=nl-be&from=2026-08-31&to=2026-11-28', current: false },
    ]);
  });

  it('asks the API for one edition by its language, for all of them by name', () => {
    const period = { from: '2026-11-01', to: '2026-11-07' };
    expect(statsCall({ edition: 'nl-be', screenEdition: 'fr-be', ...period, store: 7 }, 'store')).toEqual({
      language: 'nl-be',
      query: { ...period, group: 'store', store: 7, editions: undefined },
    });
    expect(statsCsvHref({ edition: 'all', screenEdition: 'fr-be', ...period }, 'page')).toBe('/api/stats/clicks/?language=fr-be&from=2026-11-01&to=2026-11-07&group=page&editions=all&format=csv');
  });
});
