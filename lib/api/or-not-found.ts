import { notFound } from 'next/navigation';
import type { EditionId } from '@/lib/editions';
import { forgetSlug } from './slugs';

/**
 * What a read of one entity found. The reads answer null when the API answers 404 (and throw on any other
 * failure, which the error page shows): no such entity is a missing page, `notFound()`.
 */
export async function orNotFound<T>(read: Promise<T | null>, onMissing?: () => void): Promise<T> {
  const found = await read;
  if (found === null) {
    onMissing?.();
    notFound();
  }
  return found;
}

/**
 * The entity a slug named a moment ago. Gone now (deleted or unpublished in between), it is a missing page all
 * the same, and the slug is forgotten: it may name something else next time.
 */
export const resolvedOrNotFound = <T>(edition: EditionId, slug: string, read: Promise<T | null>): Promise<T> =>
  orNotFound(read, () => forgetSlug(edition, slug));
