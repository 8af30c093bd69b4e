import { Hono } from 'hono';
import type { ApiEnv } from './env';

/** A resource router: `/x` and `/x/` are the same route. */
export const newRouter = () => new Hono<ApiEnv>({ strict: false });
