import type { Messages } from '@/messages';
import type { z } from '@/lib/schemas/zod';

/**
 * The words of the editors' refusals. Schemas and rules name what is wrong by a key of `admin.errors` and its
 * values; the API says it in the language of the call's edition, and the editor screens say the very same words
 * in the browser before anything is sent.
 */

export type EditorErrorKey = keyof Messages['admin']['errors'];
export type WordingValues = Record<string, string | number>;
/** One refusal: its key in `admin.errors` and the values its message takes. */
export type Wording = { key: EditorErrorKey; values?: WordingValues };
/** What an editor must fix, field by field (`non_field_errors` for the whole body). */
export type FieldRefusals = Record<string, Wording[]>;

/** A translator of `admin.errors` (next-intl's `t`, from `useTranslations('admin.errors')` or on the server). */
export type EditorTranslator = (key: EditorErrorKey, values?: WordingValues) => string;

/** The `params` of a check of our own (a refine, a superRefine's issue): its key and values. */
export const rule = (key: EditorErrorKey, values: WordingValues = {}) => ({ params: { ...values, key } });

type Issue = z.core.$ZodRawIssue;

const missing = (input: unknown) => input === undefined || input === null;
const listed = (values: readonly unknown[]) => values.map(String).join(', ');

function customWording(params: Record<string, unknown> | undefined): Wording {
  const { key, ...rest } = params ?? {};
  if (typeof key !== 'string') return { key: 'invalid' };
  const values: WordingValues = {};
  for (const [name, value] of Object.entries(rest)) if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  return { key: key as EditorErrorKey, values };
}

function typeWording(expected: string): Wording {
  if (expected === 'number' || expected === 'int') return { key: 'integer' };
  if (expected === 'boolean') return { key: 'boolean' };
  if (expected === 'array') return { key: 'list' };
  if (expected === 'string') return { key: 'text' };
  if (expected === 'object') return { key: 'object' };
  return { key: 'invalid' };
}

function sizeWording(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): Wording {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  switch (issue.origin) {
    case 'string':
      if (small) return limit <= 1 ? { key: 'blank' } : { key: 'tooShort', values: { min: limit } };
      return { key: 'tooLong', values: { max: limit } };
    case 'array':
      return small ? { key: 'listTooShort', values: { min: limit } } : { key: 'listTooLong', values: { max: limit } };
    case 'int':
      // Beyond the safe integers: no amount of our fields goes there.
      return { key: 'integer' };
    default:
      return small ? { key: 'tooSmallNumber', values: { min: limit } } : { key: 'tooBigNumber', values: { max: limit } };
  }
}

/** Which message of `admin.errors` says what is wrong with a field of an editor's body, from zod's issue. */
export function editorIssueWording(issue: Issue): Wording {
  switch (issue.code) {
    case 'invalid_type':
      return missing(issue.input) ? { key: 'required' } : typeWording(issue.expected);
    case 'too_small':
    case 'too_big':
      return sizeWording(issue);
    case 'invalid_format':
      if (issue.format === 'url') return { key: 'url' };
      if (issue.format === 'email') return { key: 'email' };
      if (issue.format === 'datetime') return { key: 'datetime' };
      return { key: 'invalid' };
    case 'invalid_value':
      return { key: 'choice', values: { choices: listed(issue.values) } };
    case 'unrecognized_keys':
      return { key: 'unknownFields', values: { fields: listed(issue.keys), count: issue.keys.length } };
    case 'custom':
      return customWording(issue.params);
    default:
      return { key: 'invalid' };
  }
}

/** zod's per-parse error option: every issue of an editor's body in the edition's words. */
export const editorIssueMessage = (t: EditorTranslator) => (issue: Issue) => {
  const { key, values } = editorIssueWording(issue);
  return t(key, values);
};

/** The refusals of the rules outside zod (`promotionRuleErrors`…) in words, field by field, as the API answers them. */
export function wordRefusals(t: EditorTranslator, refusals: FieldRefusals): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(refusals)) out[field] = list.map(({ key, values }) => t(key, values));
  return out;
}
