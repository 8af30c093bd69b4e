import { editionIds } from '@/lib/editions';
import { partners, properties, propertyCategories, propertyServiceTypes, serviceTypes } from '../../schema/properties';
import { bulkInsert } from '../bulk';
import type { SeedContext } from '../context';
import type { DestinationsSeed } from '../types';
import { buildFeed } from './build';

/** Service types, property categories, partners and the holiday offers (scaled by ctx.scale). */
export async function seedProperties(ctx: SeedContext, deps: { destinations: DestinationsSeed }): Promise<void> {
  const random = ctx.random.fork('properties');
  const feeds = editionIds.map((edition) => buildFeed(ctx, random.fork(edition), edition, deps.destinations));
  await bulkInsert(ctx.db, serviceTypes, feeds.flatMap((feed) => feed.serviceTypes));
  await bulkInsert(ctx.db, propertyCategories, feeds.flatMap((feed) => feed.propertyCategories));
  await bulkInsert(ctx.db, partners, feeds.flatMap((feed) => feed.partners));
  for (const feed of feeds) {
    await bulkInsert(ctx.db, properties, feed.properties);
    await bulkInsert(ctx.db, propertyServiceTypes, feed.links);
  }
}
