import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditCheckSchema, auditPageSchema, auditQuerySchema } from '@site/contracts/api/audit';
import { auditAdminEndpoints } from '@site/contracts/endpoints/audit';
import { route } from '../../http/route';
import { checkAuditChain } from './check';
import { auditPage } from './list';

/** The console's 감사 로그 tab, under /api/admin (the admin check is the scope's hook). */
export function auditAdminRoutes({ db }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, auditAdminEndpoints.page, { query: auditQuerySchema, answers: { 200: auditPageSchema } }, (request) =>
      auditPage(db, request.query),
    );
    route(app, auditAdminEndpoints.check, { answers: { 200: auditCheckSchema } }, () => checkAuditChain(db));
  };
}
