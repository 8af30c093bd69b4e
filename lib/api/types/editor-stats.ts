import type { StatsGroup } from '@/lib/clicks/constants';
import type { EditionId } from '@/lib/editions';

/** What the exits earned over a period, whatever they are cut by. */
export interface ClickFigures {
  /** Visitors' clicks (machines' left out). */
  clicks: number;
  /** Each visitor's first click on an item of a day, added up. */
  unique_visitors: number;
  /** Codes revealed (counted uses). */
  reveals: number;
  /** Conversions the networks reported for these clicks, rejected ones left out. */
  conversions: number;
  /** Euros earned by those conversions (two decimals). */
  commission: number;
  /** Euros earned per click (two decimals; 0 without clicks). */
  epc: number;
  /** Clicks told apart as a machine's. */
  bot_clicks: number;
}

/** A group's key: a day (`YYYY-MM-DD`), a page, an edition and a network are text; a shop, a promotion and a category their id. */
export type StatsKey<G extends StatsGroup> = G extends 'store' | 'promotion' | 'category' ? number : string;

/** One line of figures: its key under the group's name (`store: 7`), and its name when it has one. */
export type ClickStatsRow<G extends StatsGroup = StatsGroup> = G extends StatsGroup ? ClickFigures & { label: string | null } & { [K in G]: StatsKey<K> } : never;

/** `GET /stats/clicks/`: the period and editions added up, the figures of each key of the group, and their totals. */
export interface ClickStats<G extends StatsGroup = StatsGroup> {
  group: G;
  from: string;
  to: string;
  editions: EditionId[];
  totals: ClickFigures;
  results: ClickStatsRow<G>[];
}
