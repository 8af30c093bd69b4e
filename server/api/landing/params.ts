import { z } from 'zod';
import { textParam } from '../core/validation';
import type { EntityRef } from '../blog/refs';

const NUMERIC = /^\d{1,9}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A filter naming an object by id or slug, where `null` (or an empty value) means "no filter": clients send
 * `parent=null` for "any parent". Malformed values are a 400.
 */
export function nullableRefParam() {
  return textParam({ max: 200 }).transform((value, ctx): EntityRef | undefined => {
    const text = value.toLowerCase();
    if (text === '' || text === 'null') return undefined;
    if (NUMERIC.test(text)) return { id: Number(text) };
    if (SLUG.test(text)) return { slug: text };
    ctx.addIssue({ code: 'custom', message: 'Enter an id or a valid slug.' });
    return z.NEVER;
  });
}
