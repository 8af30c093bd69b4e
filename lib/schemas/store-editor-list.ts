import { choiceParam, pageParams, textParam } from './params';
import { contentStatuses } from './content-status';
import { z } from './zod';

export const storeOrderings = ['name', '-name', '-updated_at', 'updated_at'] as const;

/** `GET /stores/editable/`: the edition's shops as editors look for them (drafts included), by name, status, sorted and paged. */
export const storeEditorListQuery = z.object({
  ...pageParams(25, 100),
  q: textParam({ max: 200 }).optional(),
  status: choiceParam(contentStatuses).optional(),
  ordering: choiceParam(storeOrderings).default('name'),
});
export type StoreEditorListQuery = z.output<typeof storeEditorListQuery>;
