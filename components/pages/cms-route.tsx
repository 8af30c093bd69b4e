import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageLayout } from '@/components/layout/PageLayout';
import { orNotFound } from '@/lib/api/or-not-found';
import { cmsPage, type CmsPageId } from '@/lib/api/pages';
import { staticCrumbs } from '@/lib/breadcrumbs';
import type { Edition, StaticPageKey } from '@/lib/editions';
import { pageEdition, type LocaleParams } from '@/lib/page-edition';
import { staticPath } from '@/lib/routing';
import { sanitizeCmsHtml } from '@/lib/sanitize';
import type { CmsPage } from '@/lib/api/types/pages';
import { staticMetadata } from '@/lib/pages/static';
import { metadataUnlessMissing } from '@/lib/pages/metadata-unless-missing';
import { renderOrNotFound } from '@/components/errors/render-or-not-found';

interface CmsRouteOptions {
  /** What the page shows under the editor's content (the contact form, the sitemap lists). */
  extra?: (edition: Edition, page: CmsPage) => Promise<ReactNode> | ReactNode;
}

/**
 * A static route whose content is an editor page (`/pages/{id}/`): about, legal notices, terms, FAQ, contact,
 * cookies, privacy, HTML sitemap. The route answers 404 where the edition has no such page.
 */
export function cmsRoute(key: StaticPageKey, id: CmsPageId, options: CmsRouteOptions = {}) {
  async function load(params: LocaleParams) {
    const edition = await pageEdition(params);
    const path = staticPath(edition.id, key);
    if (!path) notFound();
    const page = await orNotFound(cmsPage(edition.id, id));
    return { edition, path, page };
  }

  async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
    return metadataUnlessMissing(async () => {
      const { edition, page } = await load(params);
      return staticMetadata(edition, key, { title: page.seo_title || page.title, description: page.meta_description || page.header_1 });
    });
  }

  function Page({ params }: { params: LocaleParams }) {
    return renderOrNotFound(async () => {
      const { edition, path, page } = await load(params);
      const t = await getTranslations('breadcrumbs');
      const extra = options.extra ? await options.extra(edition, page) : null;
      return (
        <PageLayout edition={edition.id} breadcrumbs={staticCrumbs(t('home'), page.title, path)}>
          <article className="panel">
            <h1>{page.header_1 || page.title}</h1>
            <div className="prose" dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(page.content) }} />
            {extra}
          </article>
        </PageLayout>
      );
    });
  }

  return { generateMetadata, Page };
}
