import { instantFromZonedInput, zonedInputValue } from '@/lib/dates/zoned-input';
import type { EditableStore } from '@/lib/api/types/editor-stores';
import type { ContentStatus } from '@/lib/schemas/content-status';

/**
 * The shop form's own fields, named as the API names them so that its refusals land on the right field (the form adds
 * its SEO panel, saved by its own call). The publication time is the edition's wall-clock time, as `datetime-local` holds it.
 */
export interface StoreFields {
  name: string;
  slug: string;
  website_url: string;
  header_1: string;
  description: string;
  icon: string | null;
  categories: number[];
  in_menu: boolean;
  is_top: boolean;
  on_homepage: boolean;
  position: number;
  publish_at: string;
}

/** The form's order of fields: the first one in error takes the focus. */
export const storeFieldOrder = [
  'name',
  'slug',
  'website_url',
  'header_1',
  'description',
  'icon',
  'categories',
  'in_menu',
  'is_top',
  'on_homepage',
  'position',
  'publish_at',
] as const satisfies readonly (keyof StoreFields)[];

export function storeFields(s: EditableStore | null, timeZone: string): StoreFields {
  return {
    name: s?.name ?? '',
    slug: s?.slug ?? '',
    website_url: s?.website_url ?? '',
    header_1: s?.header_1 ?? '',
    description: s?.description ?? '',
    icon: s?.icon ?? null,
    categories: s?.categories ?? [],
    in_menu: s?.in_menu ?? false,
    is_top: s?.is_top ?? false,
    on_homepage: s?.on_homepage ?? false,
    position: s?.position ?? 0,
    publish_at: zonedInputValue(s?.publish_at, timeZone),
  };
}

/**
 * The API's body for the form's values and the status the editor chose. An empty slug is left out: a new shop's is
 * made from its name, a saved one keeps its own. A date the input cannot hold goes as typed, for the schema to refuse.
 */
export function storeBodyOf(values: StoreFields, timeZone: string, status: ContentStatus): Record<string, unknown> {
  const publishAt = values.publish_at.trim();
  return {
    name: values.name,
    slug: values.slug.trim() || undefined,
    website_url: values.website_url,
    header_1: values.header_1,
    description: values.description,
    icon: values.icon,
    categories: values.categories,
    in_menu: values.in_menu,
    is_top: values.is_top,
    on_homepage: values.on_homepage,
    position: Number(values.position),
    status,
    publish_at: status === 'scheduled' && publishAt ? (instantFromZonedInput(publishAt, timeZone) ?? publishAt) : null,
  };
}
