import { newRouter } from '../core/router';

export const partnersRoutes = newRouter();
