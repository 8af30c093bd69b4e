import type { Context } from 'hono';
import type { EditionId } from '@/lib/editions';
import { auditLog } from '@/server/db/schema';
import type { ApiEnv } from '../core/env';
import { requestAddress } from '../core/request-address';

export interface AuditEntry {
  /** What was done: `create`, `update`, `delete`, `restore`, `login`… */
  action: string;
  /** The kind of entity, as the API names its resource (`promotion`, `store`, `redirection`…). */
  entityType: string;
  entityId?: number | string | null;
  edition?: EditionId | null;
  before?: unknown;
  after?: unknown;
}

/** Appends a write to the audit log: who, from which address, what, on which entity, before and after. */
export async function recordAudit(c: Context<ApiEnv>, who: { id: number; email: string }, entry: AuditEntry): Promise<void> {
  await c
    .get('db')
    .insert(auditLog)
    .values({
      accountId: who.id,
      accountEmail: who.email,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      edition: entry.edition ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      address: requestAddress(c),
    });
}
