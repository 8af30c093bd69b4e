import { partners } from '@/server/db/schema';
import { newRouter } from '../core/router';
import { referenceListPage } from '../properties/reference-lists';

export const partnersRoutes = newRouter();

/** The edition's holiday partners, whose offers the comparator lists. */
partnersRoutes.get('/', async (c) =>
  c.json(
    await referenceListPage(c, partners, { id: partners.id, name: partners.name, slug: partners.slug, logo: partners.logo, website_url: partners.websiteUrl }),
  ),
);
