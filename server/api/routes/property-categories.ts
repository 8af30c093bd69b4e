import { propertyCategories } from '@/server/db/schema';
import { newRouter } from '../core/router';
import { referenceListPage } from '../properties/reference-lists';

export const propertyCategoriesRoutes = newRouter();

/** The edition's stay categories of the partners' feeds (the comparator's "datafeed category" filter). */
propertyCategoriesRoutes.get('/', async (c) =>
  c.json(await referenceListPage(c, propertyCategories, { id: propertyCategories.id, name: propertyCategories.name, slug: propertyCategories.slug })),
);
