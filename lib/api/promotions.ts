import { cache } from 'react';
import type { EditionId } from '@/lib/editions';
import { emptyPage, readOr } from './read';
import type { Paginated } from './types/common';
import type { Promotion } from './types/promotions';

/** The slider promotions (`/promotions/slider_promotions/`), empty when the read fails. */
export const sliderPromotions = cache(async (edition: EditionId): Promise<Promotion[]> => {
  const page = await readOr<Paginated<Promotion>>(emptyPage, '/promotions/slider_promotions/', edition, { size: 12 });
  return page.results;
});
