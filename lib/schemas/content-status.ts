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

/**
 * Where `status` and `publish_at` must agree, on an item as it will be stored: a scheduled item has a future
 * publication time, and only a scheduled one has any. `noun` names the item in the messages ("promotion", "shop").
 */
export function scheduleErrors(status: ContentStatus, publishAt: Date | null, now: Date, noun: string): string[] {
  if (status === 'scheduled' && !publishAt) return [`A scheduled ${noun} needs the date and time it is published.`];
  if (status === 'scheduled' && publishAt && publishAt.getTime() <= now.getTime()) return ['Choose a time in the future, or publish it now.'];
  if (status !== 'scheduled' && publishAt) return [`Only a scheduled ${noun} has a publication time.`];
  return [];
}
