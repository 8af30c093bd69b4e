import { describe, expect, it } from 'vitest';
import { editorIssueMessage } from '@/lib/forms/editor-issue-message';
import { feedMapping, isKnownTimeZone } from '@/lib/schemas/feed-mapping';

const minimal = { title: 'Title', tracking_url: 'Link', advertiser_name: 'Merchant' };

/** The refusals of a mapping, field by field, by the key of the words the editors' form shows. */
function refusals(input: unknown) {
  const result = feedMapping.safeParse(input, { error: editorIssueMessage((key) => key) });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the column mapping of a generic feed', () => {
  it('fills in its defaults', () => {
    expect(feedMapping.parse({ ...minimal, code: ' Promo code ' })).toEqual({ ...minimal, code: 'Promo code', items_path: '', date_format: 'iso', time_zone: 'Europe/Brussels' });
  });

  it('refuses a mapping without a title column, naming the field', () => {
    expect(refusals({ tracking_url: 'Link', advertiser_name: 'Merchant' })).toEqual({ title: 'required' });
    expect(refusals({ ...minimal, title: '  ' })).toEqual({ title: 'blank' });
  });

  it('refuses a time zone Intl does not know', () => {
    expect(refusals({ ...minimal, time_zone: 'Europe/Atlantis' })).toEqual({ time_zone: 'invalid' });
    expect(feedMapping.parse({ ...minimal, time_zone: 'Europe/London' }).time_zone).toBe('Europe/London');
    expect(isKnownTimeZone('Europe/Amsterdam')).toBe(true);
    expect(isKnownTimeZone('')).toBe(false);
  });

  it('refuses unknown fields, unknown formats and delimiters, over-long columns and empty path segments', () => {
    expect(refusals({ ...minimal, colour: 'red' })).toEqual({ '': 'unknownFields' });
    expect(refusals({ ...minimal, date_format: 'mm/dd/yyyy', delimiter: '|' })).toEqual({ date_format: 'choice', delimiter: 'choice' });
    expect(refusals({ ...minimal, code: 'x'.repeat(201) })).toEqual({ code: 'tooLong' });
    expect(refusals({ ...minimal, items_path: 'data..vouchers' })).toEqual({ items_path: 'invalid' });
    expect(feedMapping.parse({ ...minimal, delimiter: '\t', items_path: 'data.vouchers' })).toMatchObject({ delimiter: '\t', items_path: 'data.vouchers' });
  });
});
