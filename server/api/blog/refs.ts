import type { Context } from 'hono';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ApiError } from '../core/errors';
import { pathSlug, textParam } from '../core/validation';

/** An object named by the client: the spec names blog objects by slug, numeric ids are accepted too. */
export type EntityRef = { id: number } | { slug: string };

const NUMERIC = /^\d{1,9}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `{id}` of a path: digits → id, else a slug; a malformed value cannot name anything (404). */
export function pathRef(c: Context, name = 'id'): EntityRef {
  const raw = c.req.param(name) ?? '';
  if (NUMERIC.test(raw)) return { id: Number(raw) };
  return { slug: pathSlug(c, name) };
}

/** A query parameter naming an object by id or slug; malformed values are a 400. */
export function refParam() {
  return textParam({ max: 200, required: true }).transform((value, ctx): EntityRef => {
    if (NUMERIC.test(value)) return { id: Number(value) };
    const slug = value.toLowerCase();
    if (SLUG.test(slug)) return { slug };
    ctx.addIssue({ code: 'custom', message: 'Enter an id or a valid slug.' });
    return z.NEVER;
  });
}

export function refCondition(columns: { id: PgColumn; slug: PgColumn }, ref: EntityRef): SQL {
  return 'id' in ref ? eq(columns.id, ref.id) : eq(columns.slug, ref.slug);
}

/** DRF's answer to a filter value naming nothing. */
export const unknownChoice = (field: string) =>
  new ApiError(400, { [field]: ['Select a valid choice. That choice is not one of the available choices.'] });
