import type { ChangedEntity, ContentChange } from '@/lib/cache/tags';
import type { EditionId } from '@/lib/editions';

/**
 * What a change of some promotions makes stale: the promotion lists and the shops' counts, the pages of their shops
 * (by id and slug) and of their categories. The same reach as an editor's change of one promotion.
 */
export function storePromotionsChange(edition: EditionId, shops: [number, string][], categoryIds: number[]): ContentChange {
  const slugsOf = new Map<number, Set<string>>();
  for (const [id, slug] of shops) {
    const slugs = slugsOf.get(id) ?? new Set<string>();
    if (slug) slugs.add(slug);
    slugsOf.set(id, slugs);
  }
  return {
    edition,
    families: ['promotions', 'stores'],
    entities: [
      ...[...slugsOf].map(([id, slugs]) => ({ entity: 'store' as const, id, slugs: [...slugs] })),
      ...[...new Set(categoryIds)].map((id) => ({ entity: 'category' as const, id })),
    ],
  };
}

/** A run's changes as one: each entity once; null when nothing public changed, so nothing is invalidated. */
export function mergeChanges(edition: EditionId, changes: ContentChange[]): ContentChange | null {
  if (changes.length === 0) return null;
  const families = new Set(changes.flatMap((change) => change.families ?? []));
  const entities = new Map<string, ChangedEntity & { slugs: string[] }>();
  for (const entity of changes.flatMap((change) => change.entities ?? [])) {
    const key = `${entity.entity}:${entity.id}`;
    const known = entities.get(key) ?? { entity: entity.entity, id: entity.id, slugs: [] };
    for (const slug of entity.slugs ?? []) if (!known.slugs.includes(slug)) known.slugs.push(slug);
    entities.set(key, known);
  }
  return { edition, families: [...families], entities: [...entities.values()] };
}
