import { newRouter } from '../core/router';

export const blogCategoriesRoutes = newRouter();
