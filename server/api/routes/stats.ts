import { newRouter } from '../core/router';

export const statsRoutes = newRouter();
