import { newRouter } from '../core/router';

export const pagesRoutes = newRouter();
