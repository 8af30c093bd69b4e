import type { SeedContext } from '../context';
import type { DestinationsSeed } from '../types';

/** Service types, property categories, partners and the holiday offers (scaled by ctx.scale). */
export async function seedProperties(ctx: SeedContext, deps: { destinations: DestinationsSeed }): Promise<void> {
  void ctx;
  void deps;
}
