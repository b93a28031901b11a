import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { intIdParamsSchema } from '@site/contracts/api/params';
import {
  staffCreateSchema,
  staffListSchema,
  staffMemberSchema,
  staffRefusalPageSchema,
  staffRefusalQuerySchema,
  staffRoleChangeSchema,
} from '@site/contracts/api/staff';
import { staffAdminEndpoints } from '@site/contracts/endpoints/staff';
import { route } from '../../http/route';
import { operatorOf } from '../audit/operator';
import { changeStaffRole, createStaff, listStaff, refusalPage, setStaffSuspended } from './service';

/**
 * Operator API (under /api/admin): 직원 관리. Each change is audited inside its service's transaction,
 * where the staff rules are checked under the staff's locks (service.ts), so it is not `audited()` here.
 */
export function staffAdminRoutes(deps: RouteContext): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    const staff = staffAdminEndpoints;
    const answer = { 200: staffMemberSchema };
    route(app, staff.list, { answers: { 200: staffListSchema } }, () => listStaff(db));
    route(app, staff.create, { body: staffCreateSchema, answers: answer }, (request) =>
      createStaff(deps, operatorOf(request), request.body),
    );
    route(
      app,
      staff.changeRole,
      { params: intIdParamsSchema, body: staffRoleChangeSchema, answers: answer },
      (request) => changeStaffRole(deps, operatorOf(request), request.params.id, request.body.staffRole),
    );
    route(app, staff.suspend, { params: intIdParamsSchema, answers: answer }, (request) =>
      setStaffSuspended(deps, operatorOf(request), request.params.id, true),
    );
    route(app, staff.resume, { params: intIdParamsSchema, answers: answer }, (request) =>
      setStaffSuspended(deps, operatorOf(request), request.params.id, false),
    );
    route(
      app,
      staff.refusals,
      { query: staffRefusalQuerySchema, answers: { 200: staffRefusalPageSchema } },
      (request) => refusalPage(db, request.query),
    );
  };
}
