import type { Wording } from '@/lib/forms/editor-issue-message';

/**
 * Where a piece of content (a promotion, a shop, a post, a page) stands. `draft`: only editors see it, in preview.
 * `scheduled`: visitors see it from its `publish_at` on, with no editor action. `published`: visitors see it.
 */
export const contentStatuses = ['draft', 'scheduled', 'published'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/** How long a deleted item waits in the trash, restorable, before it is gone for good. */
export const TRASH_DAYS = 30;

/** The status an editor sees now: a scheduled item whose time has come is published. */
export function effectiveStatus(status: ContentStatus, publishAt: Date | null, now: Date = new Date()): ContentStatus {
  if (status === 'scheduled' && publishAt !== null && publishAt.getTime() <= now.getTime()) return 'published';
  return status;
}

/** What a publication time belongs to, as the refusals name it. */
export type ScheduledItem = 'promotion' | 'shop' | 'page' | 'post';

/**
 * Where `status` and the publication time must agree, on an item as it will be stored: a scheduled item has a
 * future publication time, and only a scheduled one has any. `item` names the item in the refusal.
 */
export function scheduleErrors(status: ContentStatus, publishAt: Date | null, now: Date, item: ScheduledItem): Wording[] {
  if (status === 'scheduled' && !publishAt) return [{ key: 'scheduleMissing', values: { item } }];
  if (status === 'scheduled' && publishAt && publishAt.getTime() <= now.getTime()) return [{ key: 'scheduleInPast' }];
  if (status !== 'scheduled' && publishAt) return [{ key: 'scheduleOnlyScheduled', values: { item } }];
  return [];
}
