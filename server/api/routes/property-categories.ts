import { newRouter } from '../core/router';

export const propertyCategoriesRoutes = newRouter();
