import { newRouter } from '../core/router';

/** The visitors' alerts: follow, confirm, "Mes alertes", forget, one-click removal. */
export const alertsRoutes = newRouter();
