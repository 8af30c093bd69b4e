import { newRouter } from '../core/router';

export const couponsRoutes = newRouter();
