import type { z } from '@/lib/schemas/zod';

/** The words of `forms.errors` a form's issue is told with, and the values they take. */
export type IssueWording = { key: string; values?: Record<string, number> };

type Issue = z.core.$ZodRawIssue;

/** A bound a visitor can be told (a rating from 1 to 5), not the limit of whole numbers the machine holds. */
const isNumberBound = (origin: unknown, bound: unknown) =>
  (origin === 'number' || origin === 'int') && Math.abs(Number(bound)) < Number.MAX_SAFE_INTEGER;

/**
 * Which message says what is wrong with a field of a visitor form, from zod's issue: the API answers it in the
 * edition's language, and the form in the browser shows the same words before anything is sent.
 */
export function issueWording(issue: Issue): IssueWording {
  const blank = issue.input === undefined || issue.input === null || (typeof issue.input === 'string' && issue.input.trim() === '');
  // An empty field is missing, whatever check it failed first (an empty e-mail is not a malformed one).
  if (blank && issue.code !== 'custom') return { key: 'required' };
  switch (issue.code) {
    case 'invalid_type':
      return { key: blank ? 'required' : 'invalid' };
    case 'too_small':
      // A number below its bound (a rating of 0) is no missing field.
      if (isNumberBound(issue.origin, issue.minimum)) return { key: 'numberMin', values: { min: Number(issue.minimum) } };
      if (blank || Number(issue.minimum) <= 1) return { key: 'required' };
      return { key: 'tooShort', values: { min: Number(issue.minimum) } };
    case 'too_big':
      if (isNumberBound(issue.origin, issue.maximum)) return { key: 'numberMax', values: { max: Number(issue.maximum) } };
      // A number past what a whole number can hold (1e300) is no value at all, whatever its bound.
      if (issue.origin === 'int' || issue.origin === 'number') return { key: 'invalid' };
      return { key: 'tooLong', values: { max: Number(issue.maximum) } };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'email' };
      if (issue.format === 'url') return { key: 'url' };
      if (issue.format === 'date') return { key: 'date' };
      return { key: 'invalid' };
    case 'invalid_value':
      return { key: 'invalid' };
    case 'custom': {
      const key = (issue.params as { key?: unknown } | undefined)?.key;
      return { key: typeof key === 'string' ? key : 'invalid' };
    }
    default:
      return { key: 'invalid' };
  }
}

/** A translator of `forms.errors` (next-intl's `t`, on the server or in the browser). */
export type ErrorTranslator = (key: string, values?: Record<string, number>) => string;

/** zod's per-parse error option: every issue in the visitor's words. */
export const visitorIssueMessage = (t: ErrorTranslator) => (issue: Issue) => {
  const { key, values } = issueWording(issue);
  return t(key, values);
};
