import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { auditQuery } from '@/lib/schemas/audit';
import { auditLog } from '@/server/db/schema';
import { requireEditor } from '../auth/editor-guard';
import { offsetOf, pageOf } from '../core/pagination';
import { newRouter } from '../core/router';
import { parseQuery } from '../core/validation';

export const auditRoutes = newRouter();

/**
 * The audit log for admins, newest first: `account` (id), `action`, `entity_type`, `entity_id`, `edition`, and
 * `since`/`until` (ISO instants). Read-only: no route of the API changes or deletes an entry.
 */
auditRoutes.get('/', requireEditor('admin'), async (c) => {
  const query = parseQuery(c, auditQuery);
  const filters: SQL[] = [];
  if (query.account !== undefined) filters.push(eq(auditLog.accountId, query.account));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.entity_type) filters.push(eq(auditLog.entityType, query.entity_type));
  if (query.entity_id) filters.push(eq(auditLog.entityId, query.entity_id));
  if (query.edition) filters.push(eq(auditLog.edition, query.edition));
  if (query.since) filters.push(gte(auditLog.at, query.since));
  if (query.until) filters.push(lt(auditLog.at, query.until));
  const where = filters.length ? and(...filters) : undefined;
  const db = c.get('db');
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(auditLog).where(where),
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.size)
      .offset(offsetOf(query.page, query.size)),
  ]);
  const results = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    account: { id: row.accountId, email: row.accountEmail },
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    edition: row.edition,
    before: row.before,
    after: row.after,
    address: row.address,
  }));
  return c.json(pageOf(c, { page: query.page, size: query.size, count: total, results }));
});
