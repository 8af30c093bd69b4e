import type { Context } from 'hono';
import { ALL_EDITIONS, statsIssueWording, statsQuery, type StatsQuery } from '@/lib/schemas/stats';
import { siteToday } from '@/lib/time';
import { clickFigures } from '@/server/stats/click-figures';
import { statsCsv, statsCsvName } from '@/server/stats/stats-csv';
import { requireEditor } from '../auth/editor-guard';
import { apiWords } from '../core/api-words';
import type { ApiEnv } from '../core/env';
import { newRouter } from '../core/router';
import { editionsOfCall } from '../core/editor-editions';
import { parseWith } from '../core/validation';

/**
 * `/stats/`: what the exits through `/go/` brought, for the editors: clicks, unique visitors, code reveals,
 * conversions and commission over a period, cut by day, shop, promotion, category, page, edition or network.
 */
export const statsRoutes = newRouter();

/** The query checked, its refusals in the words of the call's edition. */
function queryOf(c: Context<ApiEnv>): StatsQuery {
  const words = apiWords(c.get('edition'));
  return parseWith(statsQuery(siteToday()), c.req.queries(), {
    error: (issue) => {
      const { key, values } = statsIssueWording(issue);
      return words(key, values);
    },
  });
}

/**
 * `GET /stats/clicks/?from&to&group&store&format`: `{group, from, to, editions, totals, results}`, or with
 * `format=csv` the results as a spreadsheet file.
 */
statsRoutes.get('/clicks', requireEditor(), async (c) => {
  const query = queryOf(c);
  const editions = editionsOfCall(c, query.editions === ALL_EDITIONS);
  const { totals, results } = await clickFigures(c.get('db'), query.group, { editions, from: query.from, to: query.to, store: query.store });
  c.header('Cache-Control', 'private, no-store');
  if (query.format === 'csv') {
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${statsCsvName(query.group, query.from, query.to)}"`);
    return c.body(statsCsv(query.group, results));
  }
  return c.json({ group: query.group, from: query.from, to: query.to, editions, totals, results });
});
