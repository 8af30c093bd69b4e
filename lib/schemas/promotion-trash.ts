import { pageParams } from './params';
import { idRef } from './write-fields';
import { z } from './zod';

/** `POST /promotions/bulk_destroy/`: the promotions to move to the trash. */
export const bulkDestroyBody = z.strictObject({
  promotions: z.array(idRef()).min(1).max(500),
});

/** `GET /promotions/trash/`: what waits in the trash, most recently deleted first. */
export const trashQuery = z.object(pageParams(20));
