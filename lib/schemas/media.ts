import { boolParam, pageParams, textParam } from './params';
import { z } from './zod';

/** `GET /media_storage/`: the uploads, newest first. */
export const mediaListQuery = z.object(pageParams(50, 200));

/** `GET /media_storage/search_by_name/?name=`: the uploads whose file name contains the text. */
export const mediaSearchQuery = z.object({ ...pageParams(50, 200), name: textParam({ max: 200, required: true }) });

/** `DELETE /media_storage/{id}/?force=true`: delete a file that pages still show. */
export const mediaDeleteQuery = z.object({ force: boolParam().default(false) });
