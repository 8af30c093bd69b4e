import type { SeedContext } from '../context';
import type { BlogSeed, CatalogueSeed, DestinationsSeed } from '../types';

/** Blog categories and posts. */
export async function seedBlog(ctx: SeedContext, deps: { catalogue: CatalogueSeed; destinations: DestinationsSeed }): Promise<BlogSeed> {
  void ctx;
  void deps;
  return { posts: { 'fr-be': [], 'nl-be': [], 'fr-fr': [] } };
}
