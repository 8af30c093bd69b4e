import type { FieldRefusals } from '@/lib/forms/editor-issue-message';
import { rule } from '@/lib/forms/editor-issue-message';
import { feedNetworks, feedPublishStatuses, mappedNetworks, type FeedNetwork } from '@/lib/feeds/constants';
import { feedMapping } from './feed-mapping';
import { flag, httpUrl, requiredText, wholeNumber } from './write-fields';
import { editionIds } from '@/lib/editions';
import { z } from './zod';

/**
 * The affiliate feeds an admin sets up: `POST /feeds/`, `PATCH /feeds/{id}/`. Shared by the API and the editors'
 * form. `credentials` is written, never read back: a body without it keeps what is stored, `null` removes it.
 */

export { feedNetworks, feedPublishStatuses, feedRunStatuses, type FeedNetwork, type FeedRunError, type FeedRunStatus } from '@/lib/feeds/constants';

/** No run more often than every quarter of an hour: the networks limit their APIs, and a feed changes slowly. */
export const FEED_MIN_MINUTES = 15;
const FEED_MAX_MINUTES = 7 * 24 * 60;

/** A network's credentials: a few named values (a token, a customer id and passphrase…). */
const credentials = z.record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/), z.string().trim().min(1).max(1000)).refine((value) => Object.keys(value).length <= 10, rule('listTooLong', { max: 10 }));

const shape = {
  name: requiredText(120),
  network: z.enum(feedNetworks),
  edition: z.enum(editionIds),
  url: httpUrl(),
  credentials: credentials.nullable(),
  mapping: feedMapping.nullable(),
  every_minutes: wholeNumber(FEED_MIN_MINUTES, FEED_MAX_MINUTES),
  publish: z.enum(feedPublishStatuses),
  enabled: flag(),
};

export const feedPatch = z.strictObject(shape).partial();
export const feedBody = feedPatch.required({ name: true, network: true, url: true, every_minutes: true });

export type FeedPatch = z.output<typeof feedPatch>;

/** A generic feed cannot be read without its mapping; a network's own feed has its fields already. */
export function feedRuleErrors(feed: { network: FeedNetwork; mapping: unknown }): FieldRefusals {
  if (mappedNetworks.includes(feed.network) && !feed.mapping) return { mapping: [{ key: 'feedMappingMissing' }] };
  return {};
}

/** `PUT /feeds/{id}/advertisers/{advertiser}/`: the shop an advertiser's vouchers go to, or none (they wait). */
export const advertiserMappingBody = z.strictObject({ store: z.number().int().min(1).max(999_999_999).nullable() });
