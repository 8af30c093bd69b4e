import { notFound } from 'next/navigation';
import { pageEdition, type LocaleParams } from '@/lib/page-edition';

/**
 * Paths that no route of the edition claims. The free-slug resolver (`/slugs/` → store, category,
 * destination or blog view, with the guard of lib/routing) plugs in here with the shops and destinations
 * issues; until then every such path answers 404 with the not-found page.
 */
export default async function CatchAll({ params }: { params: LocaleParams }) {
  await pageEdition(params);
  notFound();
}
