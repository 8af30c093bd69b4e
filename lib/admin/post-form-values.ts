import { instantFromZonedInput, zonedInputValue } from '@/lib/dates/zoned-input';
import type { EditablePost } from '@/lib/api/types/editor-posts';
import type { ContentStatus } from '@/lib/schemas/content-status';

/** A shop recommended beside a post, as the form shows it. */
export interface ChosenStore {
  id: number;
  name: string;
  slug: string;
}

/**
 * The post form's own fields, named as the API names them so that its refusals land on the right field (the form
 * adds its SEO panel, saved by its own call). `published_at` is the edition's wall-clock time, as `datetime-local`
 * holds it: a scheduled post's time to come, a published one's date as visitors read it.
 */
export interface PostFields {
  title: string;
  slug: string;
  category: number | null;
  excerpt: string;
  content: string;
  image: string | null;
  author: string;
  reading_minutes: number;
  similar_stores: ChosenStore[];
  is_featured: boolean;
  published_at: string;
}

/** The form's order of fields: the first one in error takes the focus. */
export const postFieldOrder = [
  'title',
  'slug',
  'category',
  'excerpt',
  'content',
  'image',
  'author',
  'reading_minutes',
  'similar_stores',
  'is_featured',
  'published_at',
] as const satisfies readonly (keyof PostFields)[];

/** A draft's stored date is only when it was written: the form leaves it empty, so that publishing dates it then. */
export function postFields(p: EditablePost | null, stores: ChosenStore[], timeZone: string): PostFields {
  return {
    title: p?.title ?? '',
    slug: p?.slug ?? '',
    category: p?.category_id ?? null,
    excerpt: p?.excerpt ?? '',
    content: p?.content ?? '',
    image: p?.image ?? null,
    author: p?.author ?? '',
    reading_minutes: p?.reading_minutes ?? 3,
    similar_stores: stores,
    is_featured: p?.is_featured ?? false,
    published_at: p && p.status !== 'draft' ? zonedInputValue(p.published_at, timeZone) : '',
  };
}

/**
 * The API's body for the form's values and the status the editor chose. A draft carries no date; "publish now" on a
 * scheduled post publishes it now, its time to come dropped; otherwise an empty date means now. An empty slug is left
 * out: a new post's is made from its title, a saved one keeps its own. A date the input cannot hold goes as typed,
 * for the schema to refuse.
 */
export function postBodyOf(values: PostFields, timeZone: string, status: ContentStatus, savedStatus: ContentStatus | null): Record<string, unknown> {
  const typed = values.published_at.trim();
  const publishNow = status === 'draft' || (status === 'published' && savedStatus === 'scheduled');
  return {
    title: values.title,
    slug: values.slug.trim() || undefined,
    category: values.category ?? undefined,
    excerpt: values.excerpt,
    content: values.content,
    image: values.image,
    author: values.author,
    reading_minutes: Number(values.reading_minutes),
    similar_stores: values.similar_stores.map((store) => store.id),
    is_featured: values.is_featured,
    status,
    published_at: publishNow || !typed ? null : (instantFromZonedInput(typed, timeZone) ?? typed),
  };
}
