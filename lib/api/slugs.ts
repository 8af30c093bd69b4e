import { cache } from 'react';
import type { EditionId } from '@/lib/editions';
import type { ResolvedSlug } from '@/lib/slug-dispatch';
import { readOrNull } from './read';
import { SlugMemory } from './slug-memory';
import { ApiRequestError } from './transport';

/** What a free slug names (`/slugs/`), remembered per process. */

/** One memory per server process: it only spares `/slugs/` calls, so instances need not share it. */
const slugMemory = new SlugMemory();

/**
 * What a free slug names in the edition (`/slugs/`), or null when it names nothing. A slug seen before is
 * answered from `slugMemory` without asking the API again.
 */
export const resolveSlug = cache(async (edition: EditionId, slug: string): Promise<ResolvedSlug | null> => {
  const remembered = slugMemory.get(edition, slug);
  if (remembered) return remembered;
  try {
    const resolved = await readOrNull<ResolvedSlug>('/slugs/', edition, { slug });
    if (resolved) slugMemory.set(edition, slug, resolved);
    return resolved;
  } catch (error) {
    // A value the API refuses outright (too long, say) is no one's slug either: a 404, not an error page.
    if (error instanceof ApiRequestError && error.status === 400) return null;
    throw error;
  }
});

/** A page whose entity is gone although its slug resolved: the slug may name something else next time. */
export const forgetSlug = (edition: EditionId, slug: string): void => slugMemory.forget(edition, slug);
