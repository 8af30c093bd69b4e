import type { FieldRefusals } from '@/lib/forms/editor-issue-message';
import { contentStatuses } from './content-status';
import { flag, idList, idRef, instant, optionalText, picture, requiredText, slugField, wholeNumber } from './write-fields';
import { z } from './zod';

const slug = () => slugField('city-trip-a-porto');

/** `POST /blog_categories/`: a blog category; its slug is made from its name when none is given. */
export const blogCategoryBody = z.strictObject({
  name: requiredText(100),
  slug: slug().optional(),
  description: optionalText(2000).default(''),
  image: picture().nullable().default(null),
  is_featured: flag().default(false),
  position: wholeNumber(0, 100_000).default(0),
});

/**
 * The body of `POST /posts/`, `PUT` and `PATCH /posts/{id}/`: the fields of the post's GET, its category and its
 * similar shops by id, and when visitors see it. `content` is HTML, sanitised on write. A published post carries a
 * past (or no) `published_at`; a scheduled one a future one; a draft is seen only in preview.
 */
const shape = {
  title: requiredText(200),
  slug: slug(),
  excerpt: optionalText(600),
  content: optionalText(200_000),
  image: picture().nullable(),
  author: optionalText(100),
  reading_minutes: wholeNumber(1, 120),
  category: idRef(),
  similar_stores: idList(12),
  is_featured: flag(),
  status: z.enum(contentStatuses),
  published_at: instant().nullable(),
};

export const postPatch = z.strictObject(shape).partial();
/** POST and PUT: `title` and `category` are required; the slug is made from the title when none is given. */
export const postBody = postPatch.required({ title: true, category: true });

export type PostPatch = z.output<typeof postPatch>;
export type PostInput = Omit<Required<PostPatch>, 'slug' | 'published_at'> & { slug: string | undefined; published_at: Date | null };

export const postDefaults: Omit<PostInput, 'title' | 'category'> = {
  slug: undefined,
  excerpt: '',
  content: '',
  image: null,
  author: '',
  reading_minutes: 3,
  similar_stores: [],
  is_featured: false,
  status: 'draft',
  published_at: null,
};

/** The rule that ties `status` and `published_at` together, on the post as it will be stored. */
export function postRuleErrors(p: Pick<PostInput, 'status' | 'published_at'>, now: Date): FieldRefusals {
  if (p.status === 'scheduled' && !p.published_at) return { published_at: [{ key: 'scheduleMissing', values: { item: 'post' } }] };
  if (p.status === 'scheduled' && p.published_at && p.published_at.getTime() <= now.getTime()) return { published_at: [{ key: 'scheduleInPast' }] };
  if (p.status === 'published' && p.published_at && p.published_at.getTime() > now.getTime() + 60_000) {
    return { published_at: [{ key: 'publishedInFuture' }] };
  }
  return {};
}
