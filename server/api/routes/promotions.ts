import { newRouter } from '../core/router';

export const promotionsRoutes = newRouter();
