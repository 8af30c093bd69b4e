import { newRouter } from '../core/router';

export const propertiesRoutes = newRouter();
