import { tagEntities, tagFamilies } from '@/lib/cache/tags';
import { z } from './zod';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `POST /cache/invalidate/`: what a change made outside the API touched (a fix in psql, an import script), named
 * the way the API's own writes name theirs, for the edition of `language`. At least one thing must be named.
 */
export const cacheInvalidationBody = z
  .strictObject({
    entities: z
      .array(
        z.strictObject({
          entity: z.enum(tagEntities),
          id: z.number().int().positive(),
          slugs: z.array(z.string().regex(SLUG, { error: 'Enter a valid slug.' })).max(20).optional(),
        }),
      )
      .max(100)
      .optional(),
    families: z.array(z.enum(tagFamilies)).max(tagFamilies.length).optional(),
    everything: z.boolean().optional(),
  })
  .refine((body) => body.everything === true || (body.entities?.length ?? 0) > 0 || (body.families?.length ?? 0) > 0, {
    error: 'Name the entities, the families or everything to invalidate.',
    path: ['non_field_errors'],
  });
