import type { Db } from '../types';
import { IdAllocator } from './bulk';
import { Random } from './random';
import { SlugRegistry } from './slugs';

/** What every part of the seeder shares: the clock, the scale, deterministic randomness, ids and slugs. */
export interface SeedContext {
  db: Db;
  /** Expiry dates, publication dates and departures are relative to this instant. */
  now: Date;
  /** Multiplies properties, promotions and shops (benchmarks); 1 for the demo. */
  scale: number;
  random: Random;
  ids: IdAllocator;
  slugs: SlugRegistry;
}

export function createSeedContext(db: Db, options: { now?: Date; scale?: number } = {}): SeedContext {
  return {
    db,
    now: options.now ?? new Date(),
    scale: Math.max(1, Math.floor(options.scale ?? 1)),
    random: new Random(20261122),
    ids: new IdAllocator(),
    slugs: new SlugRegistry(),
  };
}

/** Reserved first segments (both languages): never entity slugs. */
export const RESERVED_SLUGS = [
  'categories', 'categorieen', 'pays', 'bestemmingen', 'comparateur', 'vergelijken', 'a-propos', 'over-ons',
  'mentions-legales', 'wettelijke-vertegenwoordiger', 'conditions-generales', 'gebruiksvoorwaarden', 'about',
  'legal', 'terms', 'faq', 'contact', 'cookies', 'privacy', 'blog', 'search', 'html-sitemap', 'not-found', 'api',
  'stores', 'home',
];
