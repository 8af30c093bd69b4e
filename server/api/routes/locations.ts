import { newRouter } from '../core/router';

export const locationsRoutes = newRouter();
