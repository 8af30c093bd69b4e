import { and, asc, count, eq } from 'drizzle-orm';
import { copyrights, footerLinks, homepageBanners, pageIdentifiers, pages, stores, type PageIdentifier, type PageTexts } from '@/server/db/schema';
import { sanitizeCmsHtml } from '@/lib/sanitize';
import { footerLinksQuery, homepageBannersQuery, homeStoresQuery, pageBody, updatePageQuery } from '@/lib/schemas/pages';
import { recordAudit } from '../audit/record';
import { assertMayEdit, requireEditor } from '../auth/editor-guard';
import { editorJsonBody, refusedCall } from '../core/editor-refusal';
import { limitBody } from '../core/json-body';
import { pageTextsShown } from '../pages/page-version';
import { isPreview } from '../shared/visibility';
import { notFound } from '../core/errors';
import { offsetOf, pageOf } from '../core/pagination';
import { newRouter } from '../core/router';
import { parseQuery } from '../core/validation';
import { serializeStoreCard, storeCardColumns } from '../shared/stores';
import { publicStoresOf } from '../shared/stores';

export const pagesRoutes = newRouter();

pagesRoutes.get('/home_page_stores', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const { page, size } = parseQuery(c, homeStoresQuery);
  const where = and(publicStoresOf(edition), eq(stores.onHomepage, true));
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(stores).where(where),
    db
      .select(storeCardColumns)
      .from(stores)
      .where(where)
      .orderBy(asc(stores.position), asc(stores.id))
      .limit(size)
      .offset(offsetOf(page, size)),
  ]);
  return c.json(pageOf(c, { page, size, count: n, results: rows.map(serializeStoreCard) }));
});

pagesRoutes.get('/homepage_banner', async (c) => {
  const db = c.get('db');
  const edition = c.get('edition');
  const { page, size } = parseQuery(c, homepageBannersQuery);
  const where = and(eq(homepageBanners.edition, edition), eq(homepageBanners.isActive, true));
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(homepageBanners).where(where),
    db
      .select({
        id: homepageBanners.id,
        title: homepageBanners.title,
        subtitle: homepageBanners.subtitle,
        image: homepageBanners.image,
        link: homepageBanners.link,
        buttonLabel: homepageBanners.buttonLabel,
        storeId: stores.id,
        storeName: stores.name,
        storeSlug: stores.slug,
        storeIcon: stores.icon,
      })
      .from(homepageBanners)
      // A store of another edition is never shown, even if an editor linked one by mistake.
      .leftJoin(stores, and(eq(stores.id, homepageBanners.storeId), eq(stores.edition, homepageBanners.edition)))
      .where(where)
      .orderBy(asc(homepageBanners.position), asc(homepageBanners.id))
      .limit(size)
      .offset(offsetOf(page, size)),
  ]);
  const results = rows.map((r) => ({
    id: r.id,
    title: r.title,
    subtitle: r.subtitle,
    image: r.image,
    link: r.link,
    button_label: r.buttonLabel,
    store: r.storeId === null ? null : { id: r.storeId, name: r.storeName, slug: r.storeSlug, icon: r.storeIcon },
  }));
  return c.json(pageOf(c, { page, size, count: n, results }));
});

pagesRoutes.get('/copyright', async (c) => {
  const [row] = await c.get('db').select({ text: copyrights.text }).from(copyrights).where(eq(copyrights.edition, c.get('edition')));
  if (!row) throw notFound();
  return c.json({ copyright: { text: row.text } });
});

pagesRoutes.get('/footer_links', async (c) => {
  const db = c.get('db');
  const where = eq(footerLinks.edition, c.get('edition'));
  const { page, size } = parseQuery(c, footerLinksQuery);
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(footerLinks).where(where),
    db
      .select()
      .from(footerLinks)
      .where(where)
      .orderBy(asc(footerLinks.position), asc(footerLinks.id))
      .limit(size)
      .offset(offsetOf(page, size)),
  ]);
  const results = rows.map((r) => ({ id: r.id, name: r.name, link: r.link, is_copyright: r.isCopyright }));
  return c.json(pageOf(c, { page, size, count: n, results }));
});

const isPageIdentifier = (value: string): value is PageIdentifier => (pageIdentifiers as readonly string[]).includes(value);

pagesRoutes.get('/:page', async (c) => {
  const identifier = c.req.param('page');
  if (!isPageIdentifier(identifier)) throw notFound();
  const [row] = await c
    .get('db')
    .select()
    .from(pages)
    .where(and(eq(pages.edition, c.get('edition')), eq(pages.identifier, identifier)))
    .limit(1);
  if (!row) throw notFound();
  return c.json(serializePage(row, isPreview()));
});

function serializePage(row: typeof pages.$inferSelect, preview: boolean) {
  const { pending, ...texts } = pageTextsShown(row, { preview, now: new Date() });
  return {
    id: row.id,
    identifier: row.identifier,
    ...texts,
    updated_at: new Date(row.updatedAt).toISOString(),
    // Editors see where the page stands; visitors only its texts.
    ...(preview
      ? { status: pending ? row.draftStatus : 'published', publish_at: pending ? (row.draftPublishAt?.toISOString() ?? null) : null }
      : {}),
  };
}

/**
 * A static page's texts, for visitors at once (`published`), in preview only (`draft`), or from `publish_at` on
 * (`scheduled`); the version visitors see stays until then.
 */
pagesRoutes.put('/update_page', requireEditor(), limitBody(256 * 1024), async (c) => {
  const { page: identifier } = parseQuery(c, updatePageQuery);
  const edition = c.get('edition');
  assertMayEdit(c.get('editor'), edition);
  const body = await editorJsonBody(c, pageBody);
  const db = c.get('db');
  const [before] = await db.select().from(pages).where(and(eq(pages.edition, edition), eq(pages.identifier, identifier)));
  if (!before) throw refusedCall(edition, 404, { key: 'noSuchPage' });
  const texts: PageTexts = {
    title: body.title,
    header_1: body.header_1,
    content: sanitizeCmsHtml(body.content),
    seo_title: body.seo_title,
    meta_description: body.meta_description,
  };
  const values =
    body.status === 'published'
      ? { title: texts.title, header1: texts.header_1, content: texts.content, seoTitle: texts.seo_title, metaDescription: texts.meta_description, draft: null, draftStatus: null, draftPublishAt: null }
      : { draft: texts, draftStatus: body.status, draftPublishAt: body.publish_at };
  const [row] = await db
    .update(pages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(pages.id, before.id))
    .returning();
  c.get('contentChanged')({ edition, families: ['pages'], entities: [{ entity: 'page', id: row.id, slugs: [identifier] }] }, 'now');
  const answer = serializePage(row, true);
  await recordAudit(c, c.get('editor'), { action: 'update', entityType: 'page', entityId: identifier, edition, before: serializePage(before, true), after: answer });
  return c.json(answer);
});
