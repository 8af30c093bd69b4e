/** The route-change bar shows after 200 ms, advances over 5000 ms, and hides 500 ms after finishing. */
export const PROGRESS = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;

export interface ProgressBar {
  start(): void;
  set(fraction: number): void;
  done(): void;
}

/**
 * Drives a progress bar for one navigation at a time: nothing shows for navigations quicker than the
 * throttle; once shown, the bar advances so that it would reach 90 % at the expected duration, and on the
 * end it fills and hides after the hide delay.
 */
export function createRouteProgress(bar: ProgressBar, timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'> = globalThis) {
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let tick: ReturnType<typeof setInterval> | undefined;
  let shownAt = 0;
  let elapsed = 0;
  const STEP_MS = 250;

  const stopTimers = () => {
    if (throttle !== undefined) timers.clearTimeout(throttle);
    if (tick !== undefined) timers.clearInterval(tick);
    throttle = tick = undefined;
  };

  return {
    begin() {
      if (throttle !== undefined || tick !== undefined) return;
      throttle = timers.setTimeout(() => {
        throttle = undefined;
        shownAt = 1;
        elapsed = 0;
        bar.start();
        tick = timers.setInterval(() => {
          elapsed += STEP_MS;
          bar.set(Math.min(0.9, 0.1 + 0.8 * (elapsed / PROGRESS.durationMs)));
        }, STEP_MS);
      }, PROGRESS.throttleMs);
    },
    end() {
      const wasShown = shownAt === 1;
      stopTimers();
      shownAt = 0;
      if (wasShown) bar.done();
    },
  };
}
