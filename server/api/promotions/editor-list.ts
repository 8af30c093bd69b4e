import { and, asc, desc, eq, gt, ilike, isNotNull, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { EditionId } from '@/lib/editions';
import { EXPIRING_WITHIN_DAYS, type PromotionEditorListQuery } from '@/lib/schemas/promotion-editor-list';
import { coupons, promotionCategories, promotions, stores } from '@/server/db/schema';
import { containsPattern } from '../core/like-pattern';
import { rowsAtStatus } from '../shared/visibility';

/** A promotion whose code visitors' votes flag as failing: the flag is stored with each vote. */
export const hasFailingCode = (): SQL => sql`exists (select 1 from ${coupons} where ${coupons.promotionId} = ${promotions.id} and ${coupons.isFailing})`;

/** The rows an editor's filters select, the trash kept apart from everything else. */
export function editorListWhere(edition: EditionId, q: Omit<PromotionEditorListQuery, 'page' | 'size' | 'ordering'>): SQL {
  const conditions: (SQL | undefined)[] = [eq(promotions.edition, edition)];
  conditions.push(q.status === 'trash' ? isNotNull(promotions.deletedAt) : isNull(promotions.deletedAt));
  if (q.status && q.status !== 'trash') conditions.push(rowsAtStatus(promotions, q.status));
  if (q.kind) conditions.push(eq(promotions.kind, q.kind));
  if (q.category) {
    // drizzle's exists() wraps only a query builder in parentheses, not raw SQL: spelled out here.
    conditions.push(sql`exists (select 1 from ${promotionCategories} where ${promotionCategories.promotionId} = ${promotions.id} and ${promotionCategories.categoryId} = ${q.category})`);
  }
  if (q.expired === true) conditions.push(lte(promotions.expiresAt, sql`now()`));
  if (q.expired === false) conditions.push(or(isNull(promotions.expiresAt), gt(promotions.expiresAt, sql`now()`)));
  if (q.ending_soon) conditions.push(and(gt(promotions.expiresAt, sql`now()`), lte(promotions.expiresAt, sql`now() + make_interval(days => ${EXPIRING_WITHIN_DAYS})`)));
  if (q.failing === true) conditions.push(hasFailingCode());
  if (q.failing === false) conditions.push(not(hasFailingCode()));
  if (q.source === 'manual') conditions.push(isNull(promotions.sourceNetwork));
  else if (q.source === 'feed') conditions.push(isNotNull(promotions.sourceNetwork));
  else if (q.source) conditions.push(eq(promotions.sourceNetwork, q.source));
  if (q.feed) conditions.push(eq(promotions.sourceFeedId, q.feed));
  if (q.q) {
    const pattern = containsPattern(q.q);
    conditions.push(or(ilike(promotions.title, pattern), ilike(stores.name, pattern), ilike(coupons.code, pattern)));
  }
  return and(...conditions)!;
}

export const editorListOrder = (ordering: PromotionEditorListQuery['ordering']) => {
  const direction = ordering.startsWith('-') ? desc : asc;
  const column = { updated_at: promotions.updatedAt, title: promotions.title, expires_at: promotions.expiresAt, store: stores.name }[ordering.replace(/^-/, '') as 'updated_at' | 'title' | 'expires_at' | 'store'];
  return [direction(column), desc(promotions.id)];
};
