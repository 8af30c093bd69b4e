import type { FeedRunError } from '@/lib/feeds/constants';
import type { FeedRunReport } from '@/lib/api/types/editor-feeds';

/** How the admins' screens read a run's report. */

/** The report's figures, in the order a run meets its offers. */
export const runFigures = ['fetched', 'created', 'updated', 'unchanged', 'withdrawn', 'skipped', 'unmapped'] as const;
export type RunFigure = (typeof runFigures)[number];

/** The run's own failure (already in the edition's words), when it failed as a whole. */
export function runFailure(report: Pick<FeedRunReport, 'errors'>): string | null {
  return report.errors.find((error) => error.item === '')?.message ?? null;
}

/** The offers the run skipped, each with the network's field and what is wrong with it. */
export const itemErrors = (report: Pick<FeedRunReport, 'errors'>): FeedRunError[] => report.errors.filter((error) => error.item !== '');

/** A held run whose withdrawals no admin has confirmed yet. */
export const awaitsConfirmation = (report: Pick<FeedRunReport, 'status' | 'confirmed_at'>): boolean => report.status === 'held' && report.confirmed_at === null;

/** Who started the run: the schedule, or an admin with "run now". */
export const launchedBy = (trigger: string): 'schedule' | 'admin' => (trigger.startsWith('account:') ? 'admin' : 'schedule');

