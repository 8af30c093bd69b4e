import type { SeedContext } from '../context';
import type { BlogSeed, CatalogueSeed, DestinationsSeed } from '../types';

/** Static pages, footer links, copyright, homepage banners; then the cross-links between landing pages. */
export async function seedSite(
  ctx: SeedContext,
  deps: { catalogue: CatalogueSeed; destinations: DestinationsSeed; blog: BlogSeed },
): Promise<void> {
  void ctx;
  void deps;
}
