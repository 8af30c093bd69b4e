import { newRouter } from '../core/router';

export const postsRoutes = newRouter();
