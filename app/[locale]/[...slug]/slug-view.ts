import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { Edition } from '@/lib/editions';
import type { EntityKind } from '@/lib/routing';
import type { PageSearchParams } from '@/lib/search-params';
import type { ResolvedSlug, SlugRoute } from '@/lib/slug-dispatch';

/** What a view of a free slug is given: the edition, the resolver's answer, the path and the query. */
export interface SlugViewContext {
  edition: Edition;
  entity: EntityKind;
  resolved: ResolvedSlug;
  segments: readonly string[];
  searchParams: PageSearchParams;
}

/** A kind of page a free slug can lead to: the path shapes it accepts, its metadata and its body. */
export interface SlugView extends SlugRoute {
  metadata(context: SlugViewContext): Promise<Metadata>;
  render(context: SlugViewContext): Promise<ReactNode>;
}
