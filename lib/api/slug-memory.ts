import type { EditionId } from '@/lib/editions';
import type { ResolvedSlug } from '@/lib/slug-dispatch';

/**
 * The entity kind is remembered per visited slug. A visitor coming back to a page (or the next
 * visitor of a popular one) does not ask `/slugs/` again. Only answers that name an entity are kept: misses
 * cost nothing to repeat, and remembering them would let anyone fill the memory with made-up slugs. Entries
 * expire after a while, and a page whose entity is gone forgets its slug at once, so a slug that changes
 * kind (a shop deleted, a category taking its slug) is found again.
 */
export class SlugMemory {
  private entries = new Map<string, { resolved: ResolvedSlug; expires: number }>();

  constructor(
    private readonly maxEntries = 5_000,
    private readonly ttlMs = 5 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  // The API folds case (`/Aerolia` names what `/aerolia` does), so one entry serves both spellings.
  private static key = (edition: EditionId, slug: string) => `${edition} ${slug.toLowerCase()}`;

  get(edition: EditionId, slug: string): ResolvedSlug | undefined {
    const key = SlugMemory.key(edition, slug);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Map keeps insertion order: moving a hit to the end makes the first entry the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.resolved;
  }

  set(edition: EditionId, slug: string, resolved: ResolvedSlug): void {
    const key = SlugMemory.key(edition, slug);
    this.entries.delete(key);
    this.entries.set(key, { resolved, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  forget(edition: EditionId, slug: string): void {
    this.entries.delete(SlugMemory.key(edition, slug));
  }

  get size(): number {
    return this.entries.size;
  }
}
