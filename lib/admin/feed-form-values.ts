import type { Feed } from '@/lib/api/types/editor-feeds';
import type { FeedNetwork, FeedPublishStatus } from '@/lib/feeds/constants';
import { feedMappingSources, requiredFeedMappingSources, type FeedDateFormat, type FeedMappingSource, type feedDelimiters } from '@/lib/schemas/feed-mapping';
import { credentialKeys, isMappedNetwork, networkCredentials, type CredentialKey } from './feed-networks';

/**
 * The feed form's values and the API's body made of them. Credentials are write-only: the form never holds the stored
 * ones, an empty field keeps them, typed ones replace them all, and the admin may remove them.
 */

/** A voucher's fields a generic feed names the column (CSV) or key (JSON) of; the first three are required. */
export const mappingSources = feedMappingSources;
export type MappingSource = FeedMappingSource;
export const requiredMappingSources: readonly MappingSource[] = requiredFeedMappingSources;

/** "" lets the importer pick the delimiter its header line uses most. */
export type DelimiterChoice = '' | (typeof feedDelimiters)[number];

export type MappingValues = Record<MappingSource, string> & {
  delimiter: DelimiterChoice;
  items_path: string;
  date_format: FeedDateFormat;
  time_zone: string;
};

export interface FeedFormValues {
  name: string;
  network: FeedNetwork;
  url: string;
  /** As typed: the schema says what is wrong with "", "1.5" or "abc" in the API's words. */
  every_minutes: string;
  publish: FeedPublishStatus;
  enabled: boolean;
  credentials: Record<CredentialKey, string>;
  remove_credentials: boolean;
  mapping: MappingValues;
}

/** The form's fields in the order an admin meets them: the first one in error takes the focus. */
export const feedFieldOrder = [
  'name',
  'network',
  'url',
  'every_minutes',
  'publish',
  'enabled',
  ...credentialKeys.map((key) => `credentials.${key}` as const),
  'credentials',
  ...mappingSources.map((key) => `mapping.${key}` as const),
  'mapping.delimiter',
  'mapping.items_path',
  'mapping.date_format',
  'mapping.time_zone',
  'mapping',
] as const;
export type FeedFieldPath = (typeof feedFieldOrder)[number];

/** The API's top-level fields, under which it answers its refusals. */
export const feedApiFields = ['name', 'network', 'edition', 'url', 'credentials', 'mapping', 'every_minutes', 'publish', 'enabled'] as const;

const noCredentials = (): Record<CredentialKey, string> => Object.fromEntries(credentialKeys.map((key) => [key, ''])) as Record<CredentialKey, string>;

export function feedFormValues(feed: Feed | null, timeZone: string): FeedFormValues {
  const saved = feed?.mapping;
  const sources = Object.fromEntries(mappingSources.map((key) => [key, saved?.[key] ?? ''])) as Record<MappingSource, string>;
  return {
    name: feed?.name ?? '',
    network: feed?.network ?? 'awin',
    url: feed?.url ?? '',
    every_minutes: String(feed?.every_minutes ?? 360),
    publish: feed?.publish ?? 'draft',
    enabled: feed?.enabled ?? true,
    credentials: noCredentials(),
    remove_credentials: false,
    mapping: {
      ...sources,
      delimiter: saved?.delimiter ?? '',
      items_path: saved?.items_path ?? '',
      date_format: saved?.date_format ?? 'iso',
      time_zone: saved?.time_zone ?? timeZone,
    },
  };
}

/** What the form starts again from once saved: what was sent, but no credential kept in the page. */
export const afterSave = (values: FeedFormValues): FeedFormValues => ({ ...values, credentials: noCredentials(), remove_credentials: false });

/** The credentials the admin typed for the feed's network, trimmed; the other networks' fields are not sent. */
export function typedCredentials(values: Pick<FeedFormValues, 'network' | 'credentials'>): Partial<Record<CredentialKey, string>> {
  const typed: Partial<Record<CredentialKey, string>> = {};
  for (const { key } of networkCredentials[values.network]) {
    const value = values.credentials[key]?.trim();
    if (value) typed[key] = value;
  }
  return typed;
}

/** A generic feed's mapping as the API takes it; null while nothing is named (the API then asks for a mapping). */
export function mappingBodyOf(mapping: MappingValues, network: FeedNetwork): Record<string, string> | null {
  const body: Record<string, string> = {};
  for (const key of mappingSources) {
    const value = mapping[key].trim();
    if (value) body[key] = value;
  }
  const itemsPath = network === 'json' ? mapping.items_path.trim() : '';
  if (Object.keys(body).length === 0 && itemsPath === '') return null;
  if (network === 'csv' && mapping.delimiter) body.delimiter = mapping.delimiter;
  if (itemsPath) body.items_path = itemsPath;
  body.date_format = mapping.date_format;
  body.time_zone = mapping.time_zone.trim();
  return body;
}

/**
 * The API's body (`POST /feeds/`, `PATCH /feeds/{id}/`). `stored`: credentials are saved on the feed, so an empty
 * field keeps them and "remove" sends null.
 */
export function feedBodyOf(values: FeedFormValues, { stored }: { stored: boolean }): Record<string, unknown> {
  const minutes = values.every_minutes.trim();
  const typed = typedCredentials(values);
  const credentials = stored && values.remove_credentials ? { credentials: null } : Object.keys(typed).length > 0 ? { credentials: typed } : {};
  return {
    name: values.name,
    network: values.network,
    url: values.url,
    every_minutes: minutes === '' ? undefined : Number(minutes),
    publish: values.publish,
    enabled: values.enabled,
    ...credentials,
    mapping: isMappedNetwork(values.network) ? mappingBodyOf(values.mapping, values.network) : null,
  };
}
