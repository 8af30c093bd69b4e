import { cmsRoute } from '@/components/pages/cms-route';
import { HtmlSitemapLists } from '@/components/sitemap/HtmlSitemapLists';

const route = cmsRoute('htmlSitemap', 'html_sitemap_page', {
  extra: (edition) => <HtmlSitemapLists edition={edition.id} />,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
