import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/server/api/core/errors';
import { boolParam, choiceParam, intListParam, intParam, textParam } from '@/lib/schemas/params';
import { parseWith } from '@/server/api/core/validation';

const errorsOf = (schema: z.ZodType, input: unknown): { status: number; body: Record<string, string[]> } => {
  try {
    parseWith(schema, input);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return { status: (error as ApiError).status, body: (error as ApiError).body as Record<string, string[]> };
  }
  throw new Error('expected a validation error');
};

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
