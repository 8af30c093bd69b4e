import { sql } from 'drizzle-orm';
import { SITE_TIME_ZONE } from '@/lib/time';

/** SQL for the same calendar day as `siteToday`. */
export const sqlSiteToday = sql.raw(`(now() at time zone '${SITE_TIME_ZONE}')::date`);
