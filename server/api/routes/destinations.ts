import { newRouter } from '../core/router';

export const destinationsRoutes = newRouter();
