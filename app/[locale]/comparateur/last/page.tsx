import { permanentRedirect } from 'next/navigation';
import { comparatorHref, parseComparatorQuery } from '@/lib/comparator/query';
import { pageEdition, type LocaleParams } from '@/lib/page-edition';
import { staticPath } from '@/lib/routing';
import type { PageSearchParams } from '@/lib/search-params';

/** Answered per visit: the redirect carries the visitor's whole query. */
export const dynamic = 'force-dynamic';

type SearchParams = Promise<PageSearchParams>;

/**
 * The comparator's last-minute route (`/comparateur/last`, `/vergelijken/last`): the comparator with the
 * last-minute filter on. The filter state lives in the query string, so this path only leads there, keeping
 * any other filter it carries.
 */
export default async function ComparatorLastPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const edition = await pageEdition(params);
  const query = parseComparatorQuery(await searchParams);
  permanentRedirect(comparatorHref(staticPath(edition.id, 'comparator') ?? '/comparateur', { ...query, last: true, page: 1 }));
}
