import { newRouter } from '../core/router';

export const categoriesRoutes = newRouter();
