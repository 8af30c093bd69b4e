import { newRouter } from '../core/router';

export const storesRoutes = newRouter();
