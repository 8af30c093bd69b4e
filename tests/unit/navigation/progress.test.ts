import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS, createRouteProgress } from '@/lib/navigation/progress';

describe('route progress bar', () => {
  afterEach(() => vi.useRealTimers());
  const bar = () => ({ start: vi.fn(), set: vi.fn(), done: vi.fn() });

  it('shows nothing for a navigation quicker than the 200 ms throttle', () => {
    vi.useFakeTimers();
    const b = bar();
    const progress = createRouteProgress(b);
    progress.begin();
    vi.advanceTimersByTime(PROGRESS.throttleMs - 1);
    progress.end();
    vi.advanceTimersByTime(10_000);
    expect(b.start).not.toHaveBeenCalled();
    expect(b.done).not.toHaveBeenCalled();
  });

  it('shows after the throttle, advances towards 90 % over 5 s and finishes', () => {
    vi.useFakeTimers();
    const b = bar();
    const progress = createRouteProgress(b);
    progress.begin();
    vi.advanceTimersByTime(PROGRESS.throttleMs);
    expect(b.start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PROGRESS.durationMs / 2);
    const half = b.set.mock.lastCall?.[0] as number;
    expect(half).toBeGreaterThan(0.4);
    expect(half).toBeLessThan(0.6);
    vi.advanceTimersByTime(PROGRESS.durationMs * 2);
    expect(b.set.mock.lastCall?.[0]).toBe(0.9);
    progress.end();
    expect(b.done).toHaveBeenCalledTimes(1);
  });
});
