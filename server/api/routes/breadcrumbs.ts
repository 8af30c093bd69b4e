import { newRouter } from '../core/router';

export const breadcrumbsRoutes = newRouter();
