import type { Context } from 'hono';
import { ID_PATTERN } from '@/lib/schemas/params';
import { ALL_EDITIONS, statsFormats, statsIssueWording } from '@/lib/schemas/stats';
import { z } from '@/lib/schemas/zod';
import { siteToday } from '@/lib/time';
import { alertStats, alertStatsCsv, alertStatsCsvName, storeFollowers } from '@/server/alerts/alert-stats';
import { requireEditor } from '../auth/editor-guard';
import { apiWords } from '../core/api-words';
import type { ApiEnv } from '../core/env';
import { newRouter } from '../core/router';
import { editionsOfCall } from '../core/editor-editions';
import { parseWith } from '../core/validation';

/** `GET /alerts/stats/`: followers per shop, category and search, and mails sent, for editors. */
export const alertStatsRoutes = newRouter();

/** A value of the query: the last of a repeated key, trimmed; an empty one counts as absent (a blank GET field). */
const given = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    const last = (Array.isArray(value) ? value[value.length - 1] : value)?.trim();
    return last ? last : undefined;
  });

/**
 * The query: one shop (its followers alone, for its editing screen), the file format of the lists, and
 * `editions=all` as the click figures take it. Refusals carry the click figures' keys, so they read the same.
 */
const alertStatsQuery = z.object({
  store: given.pipe(
    z
      .string()
      .refine((value) => ID_PATTERN.test(value), { params: { key: 'invalidInteger' } })
      .transform(Number)
      .optional(),
  ),
  format: given.pipe(z.enum(statsFormats).optional()).transform((format) => format ?? 'json'),
  editions: given.pipe(z.enum([ALL_EDITIONS]).optional()),
});

/** The query checked, its refusals in the words of the call's edition. */
function queryOf(c: Context<ApiEnv>) {
  const words = apiWords(c.get('edition'));
  return parseWith(alertStatsQuery, c.req.queries(), {
    error: (issue) => {
      const { key, values } = statsIssueWording(issue);
      return words(key, values);
    },
  });
}

/**
 * `GET /alerts/stats/?format&editions`: `{editions, followers: {stores, categories, queries}, totals, mails}`, or
 * with `format=csv` the three lists as one spreadsheet file (kind, key, label, followers). With `store=<id>`:
 * `{store, followers}`, that shop's followers alone.
 */
alertStatsRoutes.get('/stats', requireEditor(), async (c) => {
  const query = queryOf(c);
  const editions = editionsOfCall(c, query.editions === ALL_EDITIONS);
  const db = c.get('db');
  c.header('Cache-Control', 'private, no-store');
  if (query.store !== undefined) return c.json({ store: query.store, followers: await storeFollowers(db, editions, query.store) });
  const stats = await alertStats(db, editions);
  if (query.format === 'csv') {
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${alertStatsCsvName(siteToday())}"`);
    return c.body(alertStatsCsv(stats));
  }
  return c.json(stats);
});
