import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { Comparator } from '@/components/comparator/Comparator';
import { PageLayout } from '@/components/layout/PageLayout';
import { staticMetadata } from '@/lib/pages/static';
import { readComparator } from '@/lib/api/comparator';
import { comparatorKey } from '@/lib/api/comparator-browser';
import { staticCrumbs } from '@/lib/breadcrumbs';
import { parseComparatorQuery, sameQuery } from '@/lib/comparator/query';
import type { ComparatorResult } from '@/lib/comparator/resolve';
import type { EditionId } from '@/lib/editions';
import { comparatorStateFrom, holdsOnlyPageState } from '@/lib/page-state';
import { pageEdition } from '@/lib/page-edition';
import { metadataUnlessMissing } from '@/lib/pages/metadata-unless-missing';
import { staticPath } from '@/lib/routing';
import { queryString } from '@/lib/search-params';
import { clientMessages, comparatorClientNamespaces, everyPageClientNamespaces } from '@/messages';
import { renderOrNotFound } from '@/components/errors/render-or-not-found';

/** The filters come normalised in the state segment the proxy adds (`?price=…` → `/~price=…`). */
type Params = Promise<{ locale: string; state?: string[] }>;

/**
 * Each search is rendered on its first visit and cached like every public page: the same filters, by any visitor,
 * in any spelling, are one cached page. Made-up combinations only recycle the cache's budget for variants.
 */
export function generateStaticParams(): [] {
  return [];
}

/** The results for a state (its normalised query string), asked by the metadata and the page alike, read once. */
const comparatorResult = cache((edition: EditionId, state: string) => readComparator(edition, parseComparatorQuery(new URLSearchParams(state))));

/**
 * The edition, the state asked for and its results. Nothing but the state may follow the route
 * (`/comparateur/x` is no page), and a page past the last is none either: both answer the 404 page, head included.
 */
async function load(params: Params) {
  const edition = await pageEdition(params);
  const { state } = await params;
  if (!holdsOnlyPageState(state)) notFound();
  const raw = comparatorStateFrom(state);
  const result = await comparatorResult(edition.id, raw === null ? '' : queryString(raw));
  if (result.kind === 'pastLast') notFound();
  return { edition, raw, result };
}

/**
 * The bare comparator is indexed; any query (a filter, a sort, a page, or a value the page ignores) makes a
 * variant of it: noindex,follow. The canonical link is the bare comparator of the edition, with the page past the
 * first kept, as on every paginated list.
 */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return metadataUnlessMissing(async () => {
    const [{ edition, raw, result }, t] = await Promise.all([load(params), getTranslations('pages.comparator')]);
    const search = { page: String(result.query.page) };
    const metadata = staticMetadata(edition, 'comparator', { title: t('title'), description: t('description'), search });
    return raw !== null ? { ...metadata, robots: { index: false, follow: true } } : metadata;
  });
}

/**
 * The holiday-offer comparator. The URL's query string is the filter state: the
 * server reads the results and facets for it (dropping values the API refuses) and renders the whole page, which
 * works without JavaScript through the filters' GET form; in the browser the Comparator takes over from the
 * same data. A page past the last answers 404.
 */
export default function ComparatorPage({ params }: { params: Params }) {
  return renderOrNotFound(async () => {
    const { edition, raw: state, result } = await load(params);
    const raw = state ?? new URLSearchParams();
    const asked = parseComparatorQuery(raw);
    const [t, tb] = await Promise.all([getTranslations('pages.comparator'), getTranslations('breadcrumbs')]);
    const path = staticPath(edition.id, 'comparator') ?? '/comparateur';
    const fallback: Record<string, ComparatorResult> = { [comparatorKey(edition.id, asked)]: result };
    if (!sameQuery(result.query, asked)) fallback[comparatorKey(edition.id, result.query)] = { ...result, asked: result.query };
    return (
      <PageLayout edition={edition.id} breadcrumbs={staticCrumbs(tb('home'), t('heading'), path)}>
        <h1>{t('heading')}</h1>
        <p className="lead">{t('intro')}</p>
        <NextIntlClientProvider messages={clientMessages(edition.id, [...everyPageClientNamespaces, ...comparatorClientNamespaces])}>
          <Comparator edition={edition.id} pathname={path} search={queryString(raw)} fallback={fallback} />
        </NextIntlClientProvider>
      </PageLayout>
    );
  });
}
