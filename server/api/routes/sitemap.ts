import { newRouter } from '../core/router';

export const sitemapRoutes = newRouter();
