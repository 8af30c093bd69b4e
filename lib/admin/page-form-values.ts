import { instantFromZonedInput, zonedInputValue } from '@/lib/dates/zoned-input';
import type { EditorPage } from '@/lib/api/types/editor-pages';
import type { ContentStatus } from '@/lib/schemas/content-status';

/** A static page's form: its texts, named as the API names them, and the time a scheduled version goes online. */
export interface PageFormValues {
  title: string;
  header_1: string;
  content: string;
  seo_title: string;
  meta_description: string;
  publish_at: string;
}

/** The form's order of fields: the first one in error takes the focus. */
export const pageFieldOrder = ['title', 'header_1', 'content', 'seo_title', 'meta_description', 'publish_at'] as const satisfies readonly (keyof PageFormValues)[];

export function pageFormValues(page: EditorPage, timeZone: string): PageFormValues {
  return {
    title: page.title,
    header_1: page.header_1,
    content: page.content,
    seo_title: page.seo_title,
    meta_description: page.meta_description,
    publish_at: zonedInputValue(page.publish_at, timeZone),
  };
}

/** The body of `PUT /pages/update_page/`; a date the input cannot hold goes as typed, for the schema to refuse. */
export function pageBodyOf(values: PageFormValues, timeZone: string, status: ContentStatus): Record<string, unknown> {
  const publishAt = values.publish_at.trim();
  return {
    title: values.title,
    header_1: values.header_1,
    content: values.content,
    seo_title: values.seo_title,
    meta_description: values.meta_description,
    status,
    publish_at: status === 'scheduled' && publishAt ? (instantFromZonedInput(publishAt, timeZone) ?? publishAt) : null,
  };
}
