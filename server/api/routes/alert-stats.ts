import { newRouter } from '../core/router';

/** `GET /alerts/stats/`: followers per shop, category and search, and mails sent, for editors. */
export const alertStatsRoutes = newRouter();
