import type { FieldRefusals } from '@/lib/forms/editor-issue-message';
import { contentStatuses, scheduleErrors } from './content-status';
import { flag, httpUrl, idList, instant, optionalText, picture, requiredText, slugField, wholeNumber } from './write-fields';
import { z } from './zod';

/**
 * The body of `POST /stores/`, `PUT` and `PATCH /stores/{id}/`: the fields of the shop's GET, its categories by id,
 * and when visitors see it. `description` is HTML, sanitised on write. A shop's page is at `/{slug}`: the slug is
 * made from its name when none is given, and must not be one of the site's own first segments.
 */
const shape = {
  name: requiredText(100),
  slug: slugField('soleo-voyages'),
  icon: picture().nullable(),
  website_url: httpUrl(),
  description: optionalText(50_000),
  header_1: optionalText(200),
  categories: idList(30),
  in_menu: flag(),
  is_top: flag(),
  on_homepage: flag(),
  position: wholeNumber(0, 100_000),
  status: z.enum(contentStatuses),
  publish_at: instant().nullable(),
};

export const storePatch = z.strictObject(shape).partial();
/** POST and PUT: `name` and `website_url` are required. */
export const storeBody = storePatch.required({ name: true, website_url: true });

export type StorePatch = z.output<typeof storePatch>;
export type StoreInput = Omit<Required<StorePatch>, 'slug'> & { slug: string | undefined };

export const storeDefaults: Omit<StoreInput, 'name' | 'website_url'> = {
  slug: undefined,
  icon: null,
  description: '',
  header_1: '',
  categories: [],
  in_menu: false,
  is_top: false,
  on_homepage: false,
  position: 0,
  status: 'draft',
  publish_at: null,
};

/** The rule that ties `status` and `publish_at` together, as for promotions. */
export function storeRuleErrors(p: Pick<StoreInput, 'status' | 'publish_at'>, now: Date): FieldRefusals {
  const refusals = scheduleErrors(p.status, p.publish_at, now, 'shop');
  return refusals.length ? { publish_at: refusals } : {};
}
