import { notFound, permanentRedirect } from 'next/navigation';
import { pageEdition } from '@/lib/page-edition';
import { splitPageState } from '@/lib/page-state';
import { counterpartPath } from '@/lib/pages/other-edition';
import { translatedSections, type TranslatedSection } from '@/lib/routing';
import { queryString } from '@/lib/search-params';
import { renderOrNotFound } from '@/components/errors/render-or-not-found';

type Params = Promise<{ locale: string; section: string; slugs: string[] }>;

/** Rendered on its first visit and cached, like every public page (see the root layout). */
export function generateStaticParams(): [] {
  return [];
}

const isSection = (value: string): value is TranslatedSection => (translatedSections as readonly string[]).includes(value);

/**
 * Another edition's spelling of a destination or a category URL (the proxy sends `/pays/espagne` on
 * vakanties.be here): a 301 to the same place or category on this edition, its query state kept; a 404 when
 * no edition has it.
 */
export default function OtherEditionPage({ params }: { params: Params }) {
  return renderOrNotFound(async () => {
    const edition = await pageEdition(params);
    const { section, slugs } = await params;
    if (!isSection(section)) notFound();
    const { segments, query } = splitPageState(slugs);
    const path = await counterpartPath(edition, section, segments);
    if (path === null) notFound();
    permanentRedirect(`${path}${queryString(query)}`);
  });
}
