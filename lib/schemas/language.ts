import { z } from './zod';
import { DEFAULT_EDITION, editionIds } from '@/lib/editions';

/** `language` of every API call: the edition id (any case, last value of a repeated key), the default edition when absent. */
export const languageQuery = z.object({
  language: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v[v.length - 1] : v).trim().toLowerCase())
    .pipe(z.enum(editionIds, { error: `Unknown language. Choices: ${editionIds.join(', ')}.` }))
    .default(DEFAULT_EDITION),
});
