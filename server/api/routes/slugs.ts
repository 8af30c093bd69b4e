import { newRouter } from '../core/router';

export const slugsRoutes = newRouter();
