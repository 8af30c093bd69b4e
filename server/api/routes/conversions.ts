import { newRouter } from '../core/router';

export const conversionsRoutes = newRouter();
