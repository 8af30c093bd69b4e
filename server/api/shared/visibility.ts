import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Set for the reads of an editor who asked for a preview (`preview=1`): drafts and scheduled content show. */
const previewing = new AsyncLocalStorage<true>();

/** Runs `read` as a preview: every visibility condition built inside it lets drafts through. */
export const asPreview = <T>(read: () => Promise<T>): Promise<T> => previewing.run(true, read);

export const isPreview = (): boolean => previewing.getStore() === true;

/** The columns that decide who sees a piece of content. */
export interface PublishedColumns {
  status: PgColumn;
  publishAt: PgColumn;
  deletedAt: PgColumn;
}

/**
 * What visitors may see of a table: published, or scheduled and past its time, and not in the trash. The time is
 * the database's `now()`, so scheduled content appears on its own, at the next read once the cache lets it. In a
 * preview, everything but the trash.
 */
export function visibleRows(table: PublishedColumns): SQL {
  if (isPreview()) return isNull(table.deletedAt);
  return and(isNull(table.deletedAt), or(eq(table.status, 'published'), and(eq(table.status, 'scheduled'), lte(table.publishAt, sql`now()`))))!;
}
