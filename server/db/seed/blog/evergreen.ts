/** The hand-written articles of an edition's blog (the destination guides come from guides.ts). */
import { editions, type EditionId } from '@/lib/editions';
import type { EvergreenContext } from './evergreen-context';
import type { Article } from './article';
import { evergreenDutch } from './evergreen-nl';
import { evergreenFrench } from './evergreen-fr';

export function evergreenArticles(edition: EditionId, ctx: EvergreenContext): Article[] {
  return editions[edition].language === 'nl' ? evergreenDutch(ctx) : evergreenFrench(edition, ctx);
}
