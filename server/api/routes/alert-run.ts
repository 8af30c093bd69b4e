import { newRouter } from '../core/router';

/** `POST /alerts/run/`: an admin runs a digest now. */
export const alertRunRoutes = newRouter();
