import { pageParams } from './params';
import { idRef } from './write-fields';
import { z } from './zod';

/** `POST /promotions/bulk_destroy/`: the promotions to move to the trash. */
export const bulkDestroyBody = z.strictObject({
  promotions: z
    .array(idRef(), { error: 'Expected a list of ids.' })
    .min(1, { error: 'Name at least one promotion.' })
    .max(500, { error: 'Ensure this field has no more than 500 elements.' }),
});

/** `GET /promotions/trash/`: what waits in the trash, most recently deleted first. */
export const trashQuery = z.object(pageParams(20));
