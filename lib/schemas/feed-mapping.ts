import { rule } from '@/lib/forms/editor-issue-message';
import { z } from './zod';

/**
 * The column mapping of a generic feed (a merchant's own CSV or JSON file): for each field of a voucher, the column
 * of the CSV or the key of the JSON item it comes from. Saved on the feed by the editors, read by the importer.
 */

/** The ways a generic feed may write its dates; all but `iso` with an offset and `epoch_ms` are read in `time_zone`. */
export const feedDateFormats = ['iso', 'dd/mm/yyyy', 'dd/mm/yyyy hh:mm', 'yyyy-mm-dd hh:mm:ss', 'epoch_ms'] as const;
export type FeedDateFormat = (typeof feedDateFormats)[number];

/** The delimiters a CSV feed may use; without one the importer picks the one its header line uses most. */
export const feedDelimiters = [',', ';', '\t'] as const;

/** Whether the runtime knows an IANA time zone: an unknown one would make every date of the feed unreadable. */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A CSV column's header or a JSON key (a dot path such as `merchant.name` into each item). */
const source = z.string().trim().min(1).max(200);

/** The voucher's fields a generic feed names the column (CSV) or key (JSON) of; the first three are required. */
export const feedMappingSources = [
  'title',
  'tracking_url',
  'advertiser_name',
  'offer_id',
  'advertiser_id',
  'code',
  'description',
  'terms',
  'starts_at',
  'ends_at',
  'landing_url',
  'discount_value',
  'discount_unit',
  'exclusive',
  'countries',
  'language',
  'updated_at',
] as const;
export type FeedMappingSource = (typeof feedMappingSources)[number];
export const requiredFeedMappingSources = ['title', 'tracking_url', 'advertiser_name'] as const satisfies readonly FeedMappingSource[];

export const feedMapping = z.strictObject({
  title: source,
  tracking_url: source,
  advertiser_name: source,
  /** Without it, a voucher's id in the feed is a hash of its advertiser, code and tracking URL. */
  offer_id: source.optional(),
  /** Without it, the advertiser's name is its id. */
  advertiser_id: source.optional(),
  code: source.optional(),
  description: source.optional(),
  terms: source.optional(),
  starts_at: source.optional(),
  ends_at: source.optional(),
  landing_url: source.optional(),
  discount_value: source.optional(),
  discount_unit: source.optional(),
  exclusive: source.optional(),
  countries: source.optional(),
  language: source.optional(),
  updated_at: source.optional(),
  delimiter: z.enum(feedDelimiters).optional(),
  /** Where the items' array sits in a JSON body (`data.vouchers`); empty: the body is the array. */
  items_path: z
    .string()
    .trim()
    .max(200)
    .refine((path) => path === '' || path.split('.').every((key) => key !== ''), rule('invalid'))
    .default(''),
  date_format: z.enum(feedDateFormats).default('iso'),
  time_zone: z.string().trim().min(1).max(64).refine(isKnownTimeZone, rule('invalid')).default('Europe/Brussels'),
});

/** A mapping as the importer reads it, its defaults filled in. */
export type FeedMapping = z.output<typeof feedMapping>;
/** A mapping as the editors' form sends it. */
export type FeedMappingInput = z.input<typeof feedMapping>;
