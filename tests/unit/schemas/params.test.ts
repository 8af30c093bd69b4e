import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  boolParam,
  choiceParam,
  intListParam,
  intParam,
  nullableRefParam,
  pageQuery,
  refOf,
  refParam,
  textParam,
  trimmedChoiceParam,
} from '@/lib/schemas/params';
import { ApiError } from '@/server/api/core/errors';
import { parseWith } from '@/server/api/core/validation';

/** The messages of each field of a failed parse. */
function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a validation error');
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[String(issue.path[0] ?? '')] ??= []).push(issue.message);
  return out;
}

const errorsOf = (schema: z.ZodType, input: unknown): { status: number; body: Record<string, string[]> } => {
  try {
    parseWith(schema, input);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return { status: (error as ApiError).status, body: (error as ApiError).body as Record<string, string[]> };
  }
  throw new Error('expected a validation error');
};

describe('query parameter builders', () => {
  it('give a bad whole number its own message, per field', () => {
    const query = z.object({ page: intParam({ min: 1 }), size: intParam({ min: 1, max: 50 }) });
    expect(messages(query, { page: 'x', size: '51' })).toEqual({
      page: ['A valid integer is required.'],
      size: ['Ensure this value is less than or equal to 50.'],
    });
    expect(messages(query, { page: '0', size: '2' })).toEqual({ page: ['Ensure this value is greater than or equal to 1.'] });
  });

  it('take the last value of a repeated key', () => {
    expect(intParam().parse(['1', ' 7 '])).toBe(7);
    expect(boolParam().parse(['true', 'off'])).toBe(false);
    expect(textParam().parse(['a', ' b '])).toBe('b');
    expect(choiceParam(['a', 'b']).parse(['b', 'a'])).toBe('a');
  });

  it('apply the page defaults and bounds of a list', () => {
    const query = pageQuery(8, 48);
    expect(query.parse({})).toEqual({ page: 1, size: 8 });
    expect(query.parse({ page: '2', size: '48' })).toEqual({ page: 2, size: 48 });
    expect(messages(query, { size: '49' })).toEqual({ size: ['Ensure this value is less than or equal to 48.'] });
  });

  it('name the choices when a value is not one of them; the trimmed variant ignores white space', () => {
    expect(messages(z.object({ kind: choiceParam(['a', 'b']) }), { kind: 'c' })).toEqual({ kind: ['"c" is not a valid choice. Choices: a, b.'] });
    expect(choiceParam(['a', 'b']).safeParse(' a ').success).toBe(false);
    expect(trimmedChoiceParam(['a', 'b']).parse(' a ')).toBe('a');
  });

  it('refuse blank required text and text over its limit', () => {
    expect(messages(z.object({ q: textParam({ required: true }) }), { q: '  ' })).toEqual({ q: ['This field may not be blank.'] });
    expect(messages(z.object({ q: textParam({ max: 3 }) }), { q: 'abcd' })).toEqual({ q: ['Ensure this value has at most 3 characters.'] });
  });

  it('read lists of whole numbers repeated or comma-separated, up to 9 digits each', () => {
    expect(intListParam().parse(['1,2', ' 3 '])).toEqual([1, 2, 3]);
    expect(messages(z.object({ ids: intListParam() }), { ids: '1234567890' })).toEqual({ ids: ['Ensure each value has at most 9 digits.'] });
  });
});

describe('references by id or slug', () => {
  it('read digits as an id and anything slug-like (in any case) as a slug', () => {
    expect(refOf('42')).toEqual({ id: 42 });
    expect(refOf('Club-Med')).toEqual({ slug: 'club-med' });
    // Ids have at most 9 digits; a longer number can only be a slug.
    expect(refOf('1234567890')).toEqual({ slug: '1234567890' });
    expect(refOf('a b')).toBeUndefined();
  });

  it('refuse a malformed reference with one message', () => {
    expect(refParam().parse('spain')).toEqual({ slug: 'spain' });
    expect(messages(z.object({ store: refParam() }), { store: 'no way' })).toEqual({ store: ['Enter an id or a valid slug.'] });
  });

  it('read `null` or an empty value as no filter where a filter may be absent', () => {
    expect(nullableRefParam().parse('null')).toBeUndefined();
    expect(nullableRefParam().parse('')).toBeUndefined();
    expect(nullableRefParam().parse('7')).toEqual({ id: 7 });
  });
});

describe('query validation', () => {
  const pageShape = z.object({ page: intParam({ min: 1 }).default(1), size: intParam({ min: 1, max: 100 }).default(20) });

  it('parses whole numbers and applies defaults', () => {
    expect(parseWith(pageShape, {})).toEqual({ page: 1, size: 20 });
    expect(parseWith(pageShape, { page: '3', size: '8' })).toEqual({ page: 3, size: 8 });
  });

  it('answers 400 per field for non-numeric, negative and oversized values', () => {
    expect(errorsOf(pageShape, { page: 'abc' })).toEqual({ status: 400, body: { page: ['A valid integer is required.'] } });
    expect(errorsOf(pageShape, { size: '-1' }).body.size).toEqual(['Ensure this value is greater than or equal to 1.']);
    expect(errorsOf(pageShape, { size: '1000', page: '1.5' }).body).toEqual({
      page: ['A valid integer is required.'],
      size: ['Ensure this value is less than or equal to 100.'],
    });
  });

  it('reads booleans strictly', () => {
    const shape = z.object({ in_menu: boolParam().optional() });
    expect(parseWith(shape, { in_menu: 'true' })).toEqual({ in_menu: true });
    expect(parseWith(shape, { in_menu: 'False' })).toEqual({ in_menu: false });
    expect(errorsOf(shape, { in_menu: 'maybe' }).body.in_menu[0]).toMatch(/boolean/);
  });

  it('refuses values outside a choice list, naming the choices', () => {
    const shape = z.object({ type: choiceParam(['all', 'code'] as const).default('all') });
    expect(parseWith(shape, { type: 'code' })).toEqual({ type: 'code' });
    expect(errorsOf(shape, { type: 'coupons' }).body.type[0]).toBe('"coupons" is not a valid choice. Choices: all, code.');
  });

  it('reads repeated and comma-separated id lists', () => {
    const shape = z.object({ ids: intListParam().optional() });
    expect(parseWith(shape, { ids: ['1', '2'] })).toEqual({ ids: [1, 2] });
    expect(parseWith(shape, { ids: '3,4' })).toEqual({ ids: [3, 4] });
    expect(errorsOf(shape, { ids: ['1', 'x'] }).status).toBe(400);
  });

  it('refuses blank required text', () => {
    const shape = z.object({ name: textParam({ required: true }) });
    expect(parseWith(shape, { name: '  Crète ' })).toEqual({ name: 'Crète' });
    expect(errorsOf(shape, { name: '   ' }).body.name).toEqual(['This field may not be blank.']);
    expect(errorsOf(shape, {}).body.name).toBeDefined();
  });
});
