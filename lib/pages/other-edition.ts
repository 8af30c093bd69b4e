import { resolveSlug } from '@/lib/api/slugs';
import { categoryPage, destinationPage } from '@/lib/api/landing';
import { editions, type Edition } from '@/lib/editions';
import { editionsSpelledOtherwise, type EntityKind, type TranslatedSection } from '@/lib/routing';
import { resolveLandingPath } from '@/lib/slug-dispatch';

const kindsOf: Record<TranslatedSection, readonly EntityKind[]> = {
  destinations: ['location', 'sublocation'],
  categories: ['category', 'subcategory'],
};

/**
 * Where another edition's URL of a destination or a category leads on this edition (`/pays/espagne` on
 * vakanties.be → `/bestemmingen/spanje`): the page of the same entity here (same translation key), else this
 * edition's section when the entity exists there but not here, else null (no such page anywhere: a 404).
 */
export async function counterpartPath(edition: Edition, section: TranslatedSection, segments: readonly string[]): Promise<string | null> {
  let found = false;
  for (const from of editionsSpelledOtherwise(edition.id, section)) {
    const target = await resolveLandingPath(segments, kindsOf[section], (slug) => resolveSlug(from, slug));
    if (target.kind !== 'found') continue;
    found = true;
    const { slug } = target.resolved;
    const page =
      section === 'destinations'
        ? await destinationPage(from, target.entity === 'location' ? 'location' : 'sublocation', slug)
        : await categoryPage(from, slug);
    const path = page?.alternates?.[edition.id];
    if (path) return path;
  }
  return found ? `/${editions[edition.id].segments[section]}` : null;
}
