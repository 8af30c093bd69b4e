import { describe, expect, it } from 'vitest';
import { awaitsConfirmation, itemErrors, launchedBy, runFailure } from '@/lib/admin/feed-run';
import { schedulePresets, scheduleWording } from '@/lib/admin/feed-schedule';

describe('a run’s report', () => {
  const errors = [
    { item: '', field: '', message: 'Le réseau a répondu par une erreur (code 503).' },
    { item: 'A1', field: 'code', message: 'Trop long' },
  ];

  it('tells the run’s own failure from the offers it skipped', () => {
    expect(runFailure({ errors })).toBe('Le réseau a répondu par une erreur (code 503).');
    expect(itemErrors({ errors })).toEqual([errors[1]]);
    expect(runFailure({ errors: [errors[1]] })).toBeNull();
  });

  it('waits for an admin only while held and not confirmed', () => {
    expect(awaitsConfirmation({ status: 'held', confirmed_at: null })).toBe(true);
    expect(awaitsConfirmation({ status: 'ok', confirmed_at: '2026-03-02T14:00:00Z' })).toBe(false);
    expect(awaitsConfirmation({ status: 'failed', confirmed_at: null })).toBe(false);
  });

  it('says whether the schedule or an admin started it', () => {
    expect(launchedBy('schedule')).toBe('schedule');
    expect(launchedBy('account:12')).toBe('admin');
  });
});

describe('a feed’s schedule in words', () => {
  it('says the largest whole unit', () => {
    expect(scheduleWording(15)).toEqual({ key: 'everyMinutes', count: 15 });
    expect(scheduleWording(90)).toEqual({ key: 'everyMinutes', count: 90 });
    expect(scheduleWording(360)).toEqual({ key: 'everyHours', count: 6 });
    expect(scheduleWording(1440)).toEqual({ key: 'everyDays', count: 1 });
    expect(scheduleWording(2880)).toEqual({ key: 'everyDays', count: 2 });
    expect(scheduleWording(1500)).toEqual({ key: 'everyHours', count: 25 });
  });

  it('offers presets the API accepts, shortest first', () => {
    expect(Math.min(...schedulePresets)).toBeGreaterThanOrEqual(15);
    expect([...schedulePresets]).toEqual([...schedulePresets].sort((a, b) => a - b));
  });
});
