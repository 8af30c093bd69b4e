import { newRouter } from '../core/router';

export const sublocationsRoutes = newRouter();
