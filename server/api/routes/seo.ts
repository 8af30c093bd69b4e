import type { Context } from 'hono';
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TagEntity } from '@/lib/cache/tags';
import { stripHtml } from '@/lib/seo';
import { seoListQuery, seoPatch, type SeoResource } from '@/lib/schemas/seo';
import { blogCategories, blogPosts, categories, stores } from '@/server/db/schema';
import { recordAudit } from '../audit/record';
import { assertMayEdit, requireEditor } from '../auth/editor-guard';
import type { ApiEnv } from '../core/env';
import { editorJsonBody, refusedCall } from '../core/editor-refusal';
import { limitBody } from '../core/json-body';
import { offsetOf, pageOf } from '../core/pagination';
import { newRouter } from '../core/router';
import { parseQuery, pathInt } from '../core/validation';
import { containsPattern } from '../core/like-pattern';

/** `/seo/{resource}/`: the SEO data of shops, categories, blog categories and posts, for editors. */
export const seoRoutes = newRouter();

type SeoTable = PgTable & {
  id: PgColumn;
  edition: PgColumn;
  slug: PgColumn;
  seoTitle: PgColumn;
  metaDescription: PgColumn;
  robotsNoindex: PgColumn;
  robotsNofollow: PgColumn;
  canonicalUrl: PgColumn;
  ogImage: PgColumn;
};

/** Each resource's table, the column naming its rows, and the cache tag of its page. */
const resources: Record<SeoResource, { table: SeoTable; name: PgColumn; entity: TagEntity }> = {
  store: { table: stores, name: stores.name, entity: 'store' },
  promotion_category: { table: categories, name: categories.name, entity: 'category' },
  blog_post_category: { table: blogCategories, name: blogCategories.name, entity: 'blog-category' },
  blog_post: { table: blogPosts, name: blogPosts.title, entity: 'post' },
};

function columnsOf({ table, name }: (typeof resources)[SeoResource]) {
  return {
    id: table.id,
    name,
    slug: table.slug,
    seoTitle: table.seoTitle,
    metaDescription: table.metaDescription,
    robotsNoindex: table.robotsNoindex,
    robotsNofollow: table.robotsNofollow,
    canonicalUrl: table.canonicalUrl,
    ogImage: table.ogImage,
  };
}

type SeoRow = { id: number; name: string; slug: string; seoTitle: string; metaDescription: string; robotsNoindex: boolean; robotsNofollow: boolean; canonicalUrl: string | null; ogImage: string | null };

const serialize = (row: SeoRow) => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  seo_title: row.seoTitle,
  seo_description: row.metaDescription,
  robots_noindex: row.robotsNoindex,
  robots_nofollow: row.robotsNofollow,
  canonical_url: row.canonicalUrl,
  og_image: row.ogImage,
});

async function list(c: Context<ApiEnv>, resource: SeoResource) {
  const q = parseQuery(c, seoListQuery);
  const config = resources[resource];
  const where = and(eq(config.table.edition, c.get('edition')), q.search ? ilike(config.name, containsPattern(q.search)) : undefined);
  const db = c.get('db');
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(config.table).where(where),
    db
      .select(columnsOf(config))
      .from(config.table)
      .where(where)
      .orderBy(asc(config.name), asc(config.table.id))
      .limit(q.size)
      .offset(offsetOf(q.page, q.size)),
  ]);
  return c.json(pageOf(c, { page: q.page, size: q.size, count: n, results: (rows as SeoRow[]).map(serialize) }));
}

async function patch(c: Context<ApiEnv>, resource: SeoResource) {
  const config = resources[resource];
  const edition = c.get('edition');
  assertMayEdit(c.get('editor'), edition);
  const id = pathInt(c);
  const body = await editorJsonBody(c, seoPatch);
  const db = c.get('db');
  const where = and(eq(config.table.id, id), eq(config.table.edition, edition));
  const [before] = (await db.select(columnsOf(config)).from(config.table).where(where)) as SeoRow[];
  if (!before) throw refusedCall(edition, 404, { key: 'notFound' });
  const values = {
    ...(body.seo_title !== undefined ? { seoTitle: stripHtml(body.seo_title) } : {}),
    ...(body.seo_description !== undefined ? { metaDescription: stripHtml(body.seo_description) } : {}),
    ...(body.robots_noindex !== undefined ? { robotsNoindex: body.robots_noindex } : {}),
    ...(body.robots_nofollow !== undefined ? { robotsNofollow: body.robots_nofollow } : {}),
    ...(body.canonical_url !== undefined ? { canonicalUrl: body.canonical_url } : {}),
    ...(body.og_image !== undefined ? { ogImage: body.og_image } : {}),
  };
  if (Object.keys(values).length) await db.update(config.table).set(values).where(where);
  const [after] = (await db.select(columnsOf(config)).from(config.table).where(where)) as SeoRow[];
  c.get('contentChanged')({ edition, entities: [{ entity: config.entity, id, slugs: [after.slug] }] }, 'now');
  await recordAudit(c, c.get('editor'), { action: 'update_seo', entityType: resource, entityId: id, edition, before: serialize(before), after: serialize(after) });
  return c.json(serialize(after));
}

const editor = requireEditor();
for (const resource of Object.keys(resources) as SeoResource[]) {
  seoRoutes.get(`/${resource}`, editor, (c) => list(c, resource));
  seoRoutes.patch(`/${resource}/:id`, editor, limitBody(16 * 1024), (c) => patch(c, resource));
}
