/** Rows of the site's own content for one edition: static pages, footer, copyright, homepage banners. */
import { editions, type EditionId } from '@/lib/editions';
import { copyrights, footerLinks, homepageBanners, pages } from '../../schema/pages';
import type { BuildContext } from '../destinations/build';
import { seededPlaces } from '../destinations/places';
import type { CatalogueSeed, DestinationsSeed } from '../types';
import { bannersOf } from './banners';
import { copyrightOf, footerLinksOf } from './footer';
import { dutchPages } from './pages-nl';
import { frenchPages } from './pages-fr';

export interface SiteRows {
  pages: (typeof pages.$inferInsert)[];
  footerLinks: (typeof footerLinks.$inferInsert)[];
  copyright: typeof copyrights.$inferInsert;
  banners: (typeof homepageBanners.$inferInsert)[];
}

export function buildSite(ctx: BuildContext, edition: EditionId, catalogue: CatalogueSeed, destinations: DestinationsSeed): SiteRows {
  const year = ctx.now.getUTCFullYear();
  const places = seededPlaces(edition, destinations);
  const texts = editions[edition].language === 'nl' ? dutchPages(year) : frenchPages(edition, year);
  return {
    pages: texts.map((text) => ({ id: ctx.ids.take(pages), edition, ...text })),
    footerLinks: footerLinksOf(edition, places).map((link, position) => ({ id: ctx.ids.take(footerLinks), edition, ...link, position })),
    copyright: { edition, text: copyrightOf(edition, year) },
    banners: bannersOf(edition, ctx.now, places, catalogue.stores[edition][0]).map((banner, position) => ({
      id: ctx.ids.take(homepageBanners),
      edition,
      ...banner,
      isActive: true,
      position,
    })),
  };
}
