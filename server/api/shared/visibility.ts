import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ContentStatus } from '@/lib/schemas/content-status';

/** Set for the reads of an editor who asked for a preview (`preview=1`): drafts and scheduled content show. */
const previewing = new AsyncLocalStorage<true>();

/** Runs `read` as a preview: every visibility condition built inside it lets drafts through. */
export const asPreview = <T>(read: () => Promise<T>): Promise<T> => previewing.run(true, read);

export const isPreview = (): boolean => previewing.getStore() === true;

/** The columns that decide who sees a piece of content. */
export interface StatusColumns {
  status: PgColumn;
  publishAt: PgColumn;
}
export interface PublishedColumns extends StatusColumns {
  deletedAt: PgColumn;
}

/**
 * The rows that stand at a status as visitors see them now, the database's `now()` deciding: a scheduled item whose
 * time has come is published, one whose time is still to come is scheduled. The editors' lists and counts use it.
 */
export function rowsAtStatus(table: StatusColumns, status: ContentStatus): SQL {
  if (status === 'draft') return eq(table.status, 'draft');
  if (status === 'scheduled') return and(eq(table.status, 'scheduled'), gt(table.publishAt, sql`now()`))!;
  return or(eq(table.status, 'published'), and(eq(table.status, 'scheduled'), lte(table.publishAt, sql`now()`)))!;
}

/** Published, or scheduled and past its time (everything, in a preview). */
export function publishedRows(table: StatusColumns): SQL {
  if (isPreview()) return sql`true`;
  return rowsAtStatus(table, 'published');
}

/**
 * What visitors may see of a table: published, or scheduled and past its time, and not in the trash. The time is
 * the database's `now()`, so scheduled content appears on its own, at the next read once the cache lets it. In a
 * preview, everything but the trash.
 */
export function visibleRows(table: PublishedColumns): SQL {
  return and(isNull(table.deletedAt), publishedRows(table))!;
}
