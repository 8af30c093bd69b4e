import type { SeededPlace } from '../destinations/places';

/** What the evergreen articles of both languages link to: the seeded places and the blog category pages. */
export interface EvergreenContext {
  places: Map<string, SeededPlace>;
  /** Path of a blog category page by its key (`deals`, `tips`…). */
  categoryPath: (key: string) => string;
}
