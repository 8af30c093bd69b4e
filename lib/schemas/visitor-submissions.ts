import { pageParams } from './params';
import { idRef } from './write-fields';
import { z } from './zod';

/** `GET /inbox/`: the contact messages of an edition, newest first, all or only the new or handled ones. */
export const inboxQuery = z.object({
  ...pageParams(20),
  status: z.enum(['new', 'handled'], { error: 'Choose one of: new, handled.' }).optional(),
});

/** `PATCH /inbox/{id}/`: an editor marks a message handled, or new again. */
export const inboxPatch = z.strictObject({ status: z.enum(['new', 'handled']) });

/** `GET /moderation/`: the shared codes and suggested shops, the most recently sent first. */
export const moderationQuery = z.object({
  ...pageParams(20),
  kind: z.enum(['share_code', 'suggest_shop'], { error: 'Choose one of: share_code, suggest_shop.' }).optional(),
  status: z.enum(['new', 'approved', 'rejected'], { error: 'Choose one of: new, approved, rejected.' }).optional(),
});

/** `POST /moderation/{id}/approve/`: for a code of a shop the site did not know by that name, the shop to file it under. */
export const approveBody = z.strictObject({ store: idRef().optional() });
