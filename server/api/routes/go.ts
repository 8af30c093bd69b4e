import { newRouter } from '../core/router';

export const goRoutes = newRouter();
