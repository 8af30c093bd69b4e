import { Hono } from 'hono';
import { isCrossSiteWrite } from '@/lib/security/cross-site';
import { HTTPException } from 'hono/http-exception';
import { languageQuery } from '@/lib/schemas/language';
import type { Db } from '@/server/db/types';
import type { ApiEnv, ContentChanged } from './core/env';
import { EDITION_LOG_HEADER } from '@/lib/log/edition-header.mjs';
import { log } from '@/lib/log/logger.mjs';
import { markDatabaseUnavailable, RETRY_AFTER_SECONDS } from '@/lib/service-unavailable.mjs';
import { ApiError, refusal } from './core/errors';
import { answerEdition, apiWords } from './core/api-words';
import { isDatabaseUnavailable } from './core/database-unavailable';
import { parseQuery } from './core/validation';
import { healthRoutes, readinessRoutes } from './routes/health';
import { promotionsRoutes } from './routes/promotions';
import { promotionWritesRoutes } from './routes/promotion-writes';
import { couponsRoutes } from './routes/coupons';
import { storesRoutes } from './routes/stores';
import { storeWritesRoutes } from './routes/store-writes';
import { categoriesRoutes } from './routes/categories';
import { locationsRoutes } from './routes/locations';
import { sublocationsRoutes } from './routes/sublocations';
import { destinationsRoutes } from './routes/destinations';
import { propertiesRoutes } from './routes/properties';
import { propertyCategoriesRoutes } from './routes/property-categories';
import { partnersRoutes } from './routes/partners';
import { slugsRoutes } from './routes/slugs';
import { breadcrumbsRoutes } from './routes/breadcrumbs';
import { blogCategoriesRoutes } from './routes/blog-categories';
import { postsRoutes } from './routes/posts';
import { postWritesRoutes } from './routes/post-writes';
import { postEditorListRoutes } from './routes/post-editor-list';
import { pagesRoutes } from './routes/pages';
import { sitemapRoutes } from './routes/sitemap';
import { fileStorageRoutes } from './routes/file-storage';
import { searchRoutes } from './routes/search';
import { cacheRoutes } from './routes/cache';
import { authRoutes } from './routes/auth';
import { assertMayEdit, authenticate } from './auth/editor-guard';
import { allowedMethodsOf } from './core/allowed-methods';
import { asPreview } from './shared/visibility';
import { auditRoutes } from './routes/audit';
import { redirectionsRoutes } from './routes/redirections';
import { seoRoutes } from './routes/seo';
import { editorAccountsRoutes } from './routes/editor-accounts';
import { mediaStorageRoutes } from './routes/media-storage';
import { mediaRoutes } from './routes/media';
import { contactFormRoutes, newsletterRoutes, sharedCodeRoutes, suggestedShopRoutes } from './routes/visitor-forms';
import { inboxRoutes, moderationRoutes, subscribersExportRoutes } from './routes/visitor-inbox';
import { editorDashboardRoutes } from './routes/editor-dashboard';
import { previewLinksRoutes } from './routes/preview-links';
import { promotionEditorListRoutes } from './routes/promotion-editor-list';
import { storeEditorListRoutes } from './routes/store-editor-list';
import { feedsRoutes } from './routes/feeds';
import { forgetExitTargets } from '@/server/clicks/exit-targets';
import { goRoutes } from './routes/go';
import { statsRoutes } from './routes/stats';
import { conversionsRoutes } from './routes/conversions';
import { alertsRoutes } from './routes/alerts';
import { alertRunRoutes } from './routes/alert-run';
import { alertStatsRoutes } from './routes/alert-stats';

/**
 * The one-click removal of an alert from its mail (RFC 8058) is POSTed by the mail provider, from its own pages when
 * the reader clicks in a webmail: the signed token in the URL is its whole authority, and it can only stop that alert.
 */
const crossSitePostsAccepted = new Set(['/api/alerts/unsubscribe']);
const acceptsCrossSitePost = (path: string) => crossSitePostsAccepted.has(path.replace(/\/+$/, ''));

/** Nothing is cached outside the site (scripts, a bare backend): a change has no page to invalidate. */
const noCache: ContentChanged = () => {};
const noWorker = () => {};

/**
 * The `/api` backend. `getDb` is called per request, so the database opens on first use; `contentChanged`
 * hears every stored write, so the site can drop the cached pages that showed the old content; `wakeBackgroundWork`
 * wakes the outbox worker when a mail was queued.
 */
export function createApp(getDb: () => Promise<Db>, contentChanged: ContentChanged = noCache, wakeBackgroundWork: () => void = noWorker) {
  const app = new Hono<ApiEnv>({ strict: false }).basePath('/api');

  // No page of another site may vote, rate, count a use or send a form in a visitor's name.
  app.use('*', async (c, next) => {
    if (!acceptsCrossSitePost(c.req.path) && isCrossSiteWrite({ method: c.req.method, origin: c.req.header('origin'), fetchSite: c.req.header('sec-fetch-site'), host: c.req.header('host') })) {
      throw refusal(403, { key: 'crossSite' });
    }
    await next();
  });

  // Liveness answers before anything reads the request or opens the database.
  app.route('/health', healthRoutes);

  app.use('*', async (c, next) => {
    const { language } = parseQuery(c, languageQuery);
    c.set('edition', language);
    c.header(EDITION_LOG_HEADER, language);
    const db = await getDb();
    // A write also drops the exits' remembered targets of its edition, so an item unpublished leads nowhere at once.
    c.set('contentChanged', (change, freshness) => {
      if (freshness === 'now') forgetExitTargets(db, change.edition);
      contentChanged(change, freshness);
    });
    c.set('wakeBackgroundWork', wakeBackgroundWork);
    c.set('db', db);
    await next();
  });

  // `preview=1` with the token of an editor of the call's edition: the reads show drafts and scheduled content as
  // visitors will see them.
  app.use('*', async (c, next) => {
    if (c.req.query('preview') !== '1') return next();
    const editor = await authenticate(c);
    assertMayEdit(editor, c.get('edition'));
    c.set('editor', editor);
    await asPreview(() => next());
    c.header('Cache-Control', 'private, no-store');
  });

  app.route('/', authRoutes);
  app.route('/ready', readinessRoutes);
  app.route('/promotions', sharedCodeRoutes);
  app.route('/promotions', promotionEditorListRoutes);
  app.route('/promotions', promotionWritesRoutes);
  app.route('/promotions', promotionsRoutes);
  app.route('/search', searchRoutes);
  app.route('/coupons', couponsRoutes);
  app.route('/stores', suggestedShopRoutes);
  app.route('/stores', storeEditorListRoutes);
  app.route('/stores', storeWritesRoutes);
  app.route('/stores', storesRoutes);
  app.route('/categories', categoriesRoutes);
  app.route('/locations', locationsRoutes);
  app.route('/sublocations', sublocationsRoutes);
  app.route('/destinations', destinationsRoutes);
  app.route('/properties', propertiesRoutes);
  app.route('/property_categories', propertyCategoriesRoutes);
  app.route('/partners', partnersRoutes);
  app.route('/slugs', slugsRoutes);
  app.route('/breadcrumbs', breadcrumbsRoutes);
  app.route('/blog_categories', blogCategoriesRoutes);
  app.route('/posts', postEditorListRoutes);
  app.route('/posts', postWritesRoutes);
  app.route('/posts', postsRoutes);
  app.route('/pages', contactFormRoutes);
  app.route('/pages', pagesRoutes);
  app.route('/newsletter', newsletterRoutes);
  app.route('/newsletter', subscribersExportRoutes);
  app.route('/inbox', inboxRoutes);
  app.route('/moderation', moderationRoutes);
  app.route('/editor_dashboard', editorDashboardRoutes);
  app.route('/preview_links', previewLinksRoutes);
  app.route('/sitemap', sitemapRoutes);
  app.route('/file_storage', fileStorageRoutes);
  app.route('/cache', cacheRoutes);
  app.route('/audit', auditRoutes);
  app.route('/editor_accounts', editorAccountsRoutes);
  app.route('/seo/redirections', redirectionsRoutes);
  app.route('/seo', seoRoutes);
  app.route('/media_storage', mediaStorageRoutes);
  app.route('/media', mediaRoutes);
  app.route('/feeds', feedsRoutes);
  app.route('/go', goRoutes);
  app.route('/stats/conversions', conversionsRoutes);
  app.route('/stats', statsRoutes);
  app.route('/alerts', alertRunRoutes);
  app.route('/alerts', alertStatsRoutes);
  app.route('/alerts', alertsRoutes);

  const allowedMethods = allowedMethodsOf(app);
  app.notFound((c) => {
    const allow = allowedMethods(c.req.path);
    if (allow.length && c.req.method === 'OPTIONS') return c.body(null, 204, { Allow: allow.join(', ') });
    const words = apiWords(answerEdition(c));
    if (allow.length) return c.json({ detail: words('methodNotAllowed', { method: c.req.method }) }, 405, { Allow: allow.join(', ') });
    return c.json({ detail: words('notFound') }, 404);
  });
  app.onError((error, c) => {
    const edition = answerEdition(c);
    if (error instanceof ApiError) return c.json(error.bodyIn(edition), error.status);
    if (isDatabaseUnavailable(error)) {
      // The reason (a lock file's path and owner, a connection error) is for the logs; the visitor learns only to come back.
      markDatabaseUnavailable();
      log.warn({ reqId: c.req.header('x-request-id'), method: c.req.method, route: c.req.path, err: error }, 'database unavailable');
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json({ detail: apiWords(edition)('unavailable') }, 503);
    }
    if (error instanceof HTTPException) {
      return c.json({ detail: error.message || 'Request refused.' }, error.status);
    }
    log.error({ reqId: c.req.header('x-request-id'), method: c.req.method, route: c.req.path, err: error }, 'unhandled API error');
    return c.json({ detail: apiWords(edition)('internal') }, 500);
  });
  return app;
}

export type ApiApp = ReturnType<typeof createApp>;
