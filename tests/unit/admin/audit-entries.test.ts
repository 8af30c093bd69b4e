import { describe, expect, it } from 'vitest';
import { changedFields, entityScreen, nextDay, startOfDayIn } from '@/lib/admin/audit-entries';

describe('changedFields', () => {
  it('lists the fields that differ, a creation’s and a deletion’s all, without the time of the change', () => {
    expect(changedFields({ new_path: '/a', status_code: 301, updated_at: 'x' }, { new_path: '/b', status_code: 301, updated_at: 'y' })).toEqual([{ field: 'new_path', before: '/a', after: '/b' }]);
    expect(changedFields(null, { status: 'draft', tags: [1, 2] })).toEqual([
      { field: 'status', before: null, after: 'draft' },
      { field: 'tags', before: null, after: '[1,2]' },
    ]);
    expect(changedFields({ status: 'new' }, null)).toEqual([{ field: 'status', before: 'new', after: null }]);
  });

  it('cuts a long value', () => {
    const [change] = changedFields(null, { content: 'x'.repeat(5000) });
    expect(change.after).toHaveLength(2001);
  });
});

describe('entityScreen', () => {
  it('links promotions, shops and posts by id, not what was deleted', () => {
    expect(entityScreen('promotion', '12', 'update')).toBe('/admin/promotions/12');
    expect(entityScreen('blog_post', '3', 'create')).toBe('/admin/posts/3');
    expect(entityScreen('store', '4', 'delete')).toBeNull();
    expect(entityScreen('contact_message', '4', 'handle')).toBeNull();
  });
});

describe('startOfDayIn', () => {
  it('is the edition’s midnight, summer time or not', () => {
    expect(startOfDayIn('2026-01-15', 'Europe/Brussels')?.toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfDayIn('2026-07-15', 'Europe/Paris')?.toISOString()).toBe('2026-07-14T22:00:00.000Z');
    // The night the clocks go forward (at 2:00), midnight is still winter time.
    expect(startOfDayIn('2026-03-29', 'Europe/Brussels')?.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDayIn('2026-10-26', 'Europe/Brussels')?.toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(startOfDayIn('hier', 'Europe/Brussels')).toBeNull();
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});
