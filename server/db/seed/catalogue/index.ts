import type { SeedContext } from '../context';
import type { CatalogueSeed } from '../types';

/** Stores, the category tree, promotions and their coupons. */
export async function seedCatalogue(ctx: SeedContext): Promise<CatalogueSeed> {
  void ctx;
  return { stores: { 'fr-be': [], 'nl-be': [], 'fr-fr': [] }, categories: { 'fr-be': [], 'nl-be': [], 'fr-fr': [] } };
}
