import { choiceParam, intParam, pageParams, textParam } from './params';
import { contentStatuses } from './content-status';
import { z } from './zod';

export const postOrderings = ['-updated_at', 'updated_at', '-published_at', 'published_at', 'title', '-title'] as const;
export type PostOrdering = (typeof postOrderings)[number];

/**
 * `GET /posts/editable/`: the edition's posts as editors look for them, drafts and scheduled ones included: by text
 * in the title, by status and category, sorted and paged.
 */
export const postEditorListQuery = z.object({
  ...pageParams(25, 100),
  q: textParam({ max: 200 }).optional(),
  status: choiceParam(contentStatuses).optional(),
  category: intParam({ min: 1, max: 999_999_999 }).optional(),
  ordering: choiceParam(postOrderings).default('-updated_at'),
});
export type PostEditorListQuery = z.output<typeof postEditorListQuery>;
