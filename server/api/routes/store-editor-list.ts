import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import { effectiveStatus } from '@/lib/schemas/content-status';
import { storeEditorListQuery } from '@/lib/schemas/store-editor-list';
import { stores } from '@/server/db/schema';
import { assertMayEdit, requireEditor } from '../auth/editor-guard';
import { containsPattern } from '../core/like-pattern';
import { offsetOf, pageOf } from '../core/pagination';
import { newRouter } from '../core/router';
import { parseQuery } from '../core/validation';
import { rowsAtStatus } from '../shared/visibility';

/** The editors' list of shops (the promotion form's shop picker too); mounted before the public calls. */
export const storeEditorListRoutes = newRouter();


storeEditorListRoutes.get('/editable', requireEditor(), async (c) => {
  const edition = c.get('edition');
  assertMayEdit(c.get('editor'), edition);
  const { page, size, q, status, ordering } = parseQuery(c, storeEditorListQuery);
  const where = and(eq(stores.edition, edition), status ? rowsAtStatus(stores, status) : undefined, q ? or(ilike(stores.name, containsPattern(q)), ilike(stores.slug, containsPattern(q))) : undefined);
  const column = ordering.endsWith('name') ? stores.name : stores.updatedAt;
  const db = c.get('db');
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(stores).where(where),
    db
      .select({ id: stores.id, name: stores.name, slug: stores.slug, icon: stores.icon, status: stores.status, publishAt: stores.publishAt, updatedAt: stores.updatedAt })
      .from(stores)
      .where(where)
      .orderBy(ordering.startsWith('-') ? desc(column) : asc(column), asc(stores.id))
      .limit(size)
      .offset(offsetOf(page, size)),
  ]);
  const results = rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    icon: row.icon,
    status: effectiveStatus(row.status, row.publishAt),
    publish_at: row.publishAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  }));
  return c.json(pageOf(c, { page, size, count: n, results }));
});
