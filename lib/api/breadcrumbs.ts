import { cache } from 'react';
import type { EditionId } from '@/lib/editions';
import { emptyPage, readOr } from './read';
import type { BreadcrumbItem } from './types/breadcrumbs';
import type { Paginated } from './types/common';

/** The breadcrumb chain of an entity page (`/breadcrumbs/`, Home not included), empty when the read fails. */
export const entityBreadcrumbs = cache(async (edition: EditionId, slug: string, entityType: string): Promise<BreadcrumbItem[]> => {
  const page = await readOr<Paginated<BreadcrumbItem>>(emptyPage, '/breadcrumbs/', edition, { slug, entity_type: entityType });
  return page.results;
});
