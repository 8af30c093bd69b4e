import { editionIds } from '@/lib/editions';
import { copyrights, footerLinks, homepageBanners, pages } from '../../schema/pages';
import { bulkInsert } from '../bulk';
import type { SeedContext } from '../context';
import type { BlogSeed, CatalogueSeed, DestinationsSeed } from '../types';
import { buildSite } from './build';
import { linkLandingPages } from './crosslinks';

/** Static pages, footer links, copyright, homepage banners; then the cross-links between landing pages. */
export async function seedSite(
  ctx: SeedContext,
  deps: { catalogue: CatalogueSeed; destinations: DestinationsSeed; blog: BlogSeed },
): Promise<void> {
  const sites = editionIds.map((edition) => buildSite(ctx, edition, deps.catalogue, deps.destinations));
  await bulkInsert(ctx.db, pages, sites.flatMap((site) => site.pages));
  await bulkInsert(ctx.db, footerLinks, sites.flatMap((site) => site.footerLinks));
  await bulkInsert(ctx.db, copyrights, sites.map((site) => site.copyright));
  await bulkInsert(ctx.db, homepageBanners, sites.flatMap((site) => site.banners));
  await linkLandingPages(ctx, ctx.random.fork('site'), deps);
}
