import type { Context } from 'hono';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ID_PATTERN, type EntityRef } from '@/lib/schemas/params';
import { ApiError } from '../core/errors';
import { pathSlug } from '../core/validation';

/** `{id}` of a path: digits → id, else a slug; a malformed value cannot name anything (404). */
export function pathRef(c: Context, name = 'id'): EntityRef {
  const raw = c.req.param(name) ?? '';
  if (ID_PATTERN.test(raw)) return { id: Number(raw) };
  return { slug: pathSlug(c, name) };
}

export function refCondition(columns: { id: PgColumn; slug: PgColumn }, ref: EntityRef): SQL {
  return 'id' in ref ? eq(columns.id, ref.id) : eq(columns.slug, ref.slug);
}

/** DRF's answer to a filter value naming nothing. */
export const unknownChoice = (field: string) =>
  new ApiError(400, { [field]: ['Select a valid choice. That choice is not one of the available choices.'] });

/** `{<prefix>Id, <prefix>Name, <prefix>Slug}`: the columns naming a joined row (a card's country, a city's region…). */
export function namedRefColumns<P extends string, T extends { id: PgColumn; name: PgColumn; slug: PgColumn }>(prefix: P, table: T) {
  return { [`${prefix}Id`]: table.id, [`${prefix}Name`]: table.name, [`${prefix}Slug`]: table.slug } as Record<`${P}Id`, T['id']> &
    Record<`${P}Name`, T['name']> &
    Record<`${P}Slug`, T['slug']>;
}
