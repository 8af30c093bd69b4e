import type { EditionId } from '@/lib/editions';

import { slugify } from '@/lib/slug';

export { slugify };

/**
 * Free slugs (`/{slug}`) are resolved across stores, categories, destinations and blog: within one edition a
 * slug names one entity of any kind. Every seeded slug goes through this registry.
 */
export class SlugRegistry {
  private taken = new Map<EditionId, Set<string>>();

  /** A slug for `text` not used yet in `edition` (suffixes `-2`, `-3`… on collision). */
  claim(edition: EditionId, text: string): string {
    const base = slugify(text) || 'page';
    const set = this.taken.get(edition) ?? new Set<string>();
    this.taken.set(edition, set);
    let slug = base;
    for (let n = 2; set.has(slug); n++) slug = `${base}-${n}`;
    set.add(slug);
    return slug;
  }

  /** Reserved first segments of the site's routes can never be entity slugs. */
  reserve(edition: EditionId, slugs: string[]): void {
    const set = this.taken.get(edition) ?? new Set<string>();
    for (const s of slugs) set.add(s);
    this.taken.set(edition, set);
  }
}
