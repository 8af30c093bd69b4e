import { cache } from 'react';
import { emptyPage, readOr } from '@/lib/api/read';
import type { Paginated } from '@/lib/api/types';
import type { EditionId } from '@/lib/editions';
import type { PropertyOffer } from './types';

/** Spec §9: property offers come 8 per block. */
export const OFFERS_PER_BLOCK = 8;

/** The first block of holiday offers (cheapest first, the API's default order); empty when the read fails. */
export const firstOffers = cache(async (edition: EditionId): Promise<PropertyOffer[]> => {
  const page = await readOr<Paginated<PropertyOffer>>(emptyPage, '/properties/', edition, { size: OFFERS_PER_BLOCK });
  return page.results;
});
