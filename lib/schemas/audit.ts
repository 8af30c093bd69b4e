import { editionIds } from '@/lib/editions';
import { intParam, pageParams, textParam } from './params';
import { z } from './zod';

const instant = (field: string) =>
  textParam({ max: 40 }).pipe(
    z.iso.datetime({ offset: true, error: `${field}: enter a date and time with its time zone, e.g. 2026-11-25T09:00:00+01:00.` }).transform((value) => new Date(value)),
  );

/** `GET /audit/`: the audit log, newest first, filtered by who, what, which entity, which edition and when. */
export const auditQuery = z.object({
  ...pageParams(50),
  account: intParam({ min: 1 }).optional(),
  action: textParam({ max: 40 }).optional(),
  entity_type: textParam({ max: 40 }).optional(),
  entity_id: textParam({ max: 80 }).optional(),
  edition: z.enum(editionIds, { error: `An edition is one of: ${editionIds.join(', ')}.` }).optional(),
  since: instant('since').optional(),
  until: instant('until').optional(),
});
