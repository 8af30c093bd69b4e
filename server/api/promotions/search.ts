import { or, type SQL } from 'drizzle-orm';
import { promotions, stores } from '@/server/db/schema';
import { unaccentContains } from '../blog/search';

/** A promotion matches by its title or its store's name (the query joins stores). */
export const promotionMatches = (text: string): SQL => or(unaccentContains(promotions.title, text), unaccentContains(stores.name, text))!;

export const storeMatches = (text: string): SQL => unaccentContains(stores.name, text);
