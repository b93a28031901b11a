import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportCsvQuerySchema, reportQuerySchema, reportSchema } from '@site/contracts/api/admin-reports';
import { reportAdminEndpoints } from '@site/contracts/endpoints/reports';
import { sectionTable } from '@site/contracts/report-columns';
import type { RouteContext } from '../../http/route-context';
import { route } from '../../http/route';
import { csvDisposition, csvLine, UTF8_BOM } from '../../lib/csv';
import { buildReport } from './report-service';

/**
 * The console's 리포트 tab (docs/decisions/078), under /api/admin (the scope checks the administrator,
 * the second factor and `reports.view`). The range is checked by the query's schema: a bad one is a
 * Korean 400 before anything is read.
 */
export function reportAdminRoutes({ db }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, reportAdminEndpoints.report, { query: reportQuerySchema, answers: { 200: reportSchema } }, (request) =>
      buildReport(db, request.query),
    );
    route(app, reportAdminEndpoints.csv, { query: reportCsvQuerySchema, answers: {} }, async (request, reply) => {
      const { section, ...range } = request.query;
      const table = sectionTable(await buildReport(db, range), section);
      // one section of at most 92 periods (or one row a partner): small enough to send whole
      const text = UTF8_BOM + [table.header, ...table.rows].map(csvLine).join('');
      const name = `report-${section}-${range.grain}-${range.from}-${range.to}.csv`;
      return reply
        .header('Content-Disposition', csvDisposition(name))
        .header('Cache-Control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(Buffer.from(text, 'utf8'));
    });
  };
}
