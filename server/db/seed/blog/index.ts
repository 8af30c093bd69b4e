import { editionIds } from '@/lib/editions';
import { blogCategories, blogPosts } from '../../schema/blog';
import { bulkInsert } from '../bulk';
import type { SeedContext } from '../context';
import type { BlogSeed, CatalogueSeed, DestinationsSeed } from '../types';
import { buildBlog } from './build';

/** Blog categories and posts: hand-written tips and deals plus destination guides, per edition. */
export async function seedBlog(ctx: SeedContext, deps: { catalogue: CatalogueSeed; destinations: DestinationsSeed }): Promise<BlogSeed> {
  const random = ctx.random.fork('blog');
  const blogs = editionIds.map((edition) => buildBlog(ctx, random.fork(edition), edition, deps.catalogue, deps.destinations));
  await bulkInsert(ctx.db, blogCategories, blogs.flatMap((blog) => blog.categories));
  await bulkInsert(ctx.db, blogPosts, blogs.flatMap((blog) => blog.posts));
  return { posts: { 'fr-be': blogs[0].seed, 'nl-be': blogs[1].seed, 'fr-fr': blogs[2].seed } };
}
