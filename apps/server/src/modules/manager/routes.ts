import type { RouteContext } from '../../http/route-context';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  managerErrors,
  partnerBetPageSchema,
  partnerCashPageSchema,
  partnerDailySchema,
  partnerListQuerySchema,
  partnerMemberPageSchema,
  partnerMemberQuerySchema,
  partnerOverviewSchema,
  partnerRangeQuerySchema,
  subPartnersSchema,
} from '@site/contracts/api/manager';
import { intIdParamsSchema } from '@site/contracts/api/params';
import { MEMBER_TYPE_MANAGER } from '@site/contracts/roles';
import { managerEndpoints } from '@site/contracts/endpoints/manager';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { callerOf, requireSecondFactor } from '../auth/session-guard';
import {
  dayRange,
  partnerDaily,
  partnerMemberBets,
  partnerMemberCash,
  partnerMembers,
  partnerOverview,
  partnerSubPartners,
} from './service';

/**
 * /manager/*: the partner console, for partners (type 2) only; a guest gets 401, a member 403, a partner
 * whose session was not proven with a second factor 403 with its own text.
 */
export function managerRoutes({ db, clock, guard }: RouteContext): FastifyPluginAsyncZod {
  const requirePartner = async (request: FastifyRequest): Promise<void> => {
    await guard.requireMember(request);
    if (callerOf(request).member.type !== MEMBER_TYPE_MANAGER) throw new AppError(403, managerErrors.notPartner);
    requireSecondFactor(callerOf(request));
  };
  const options = { onRequest: requirePartner };
  const me = (request: FastifyRequest): number => callerOf(request).member.id;

  return async (app) => {
    route(
      app,
      managerEndpoints.overview,
      { answers: { 200: partnerOverviewSchema } },
      (request) => partnerOverview(db, me(request), clock.now()),
      options,
    );
    route(
      app,
      managerEndpoints.members,
      { query: partnerMemberQuerySchema, answers: { 200: partnerMemberPageSchema } },
      (request) => partnerMembers(db, me(request), request.query),
      options,
    );
    route(
      app,
      managerEndpoints.memberCash,
      { params: intIdParamsSchema, query: partnerListQuerySchema, answers: { 200: partnerCashPageSchema } },
      (request) => partnerMemberCash(db, me(request), request.params.id, request.query),
      options,
    );
    route(
      app,
      managerEndpoints.memberBets,
      { params: intIdParamsSchema, query: partnerListQuerySchema, answers: { 200: partnerBetPageSchema } },
      (request) => partnerMemberBets(db, me(request), request.params.id, request.query),
      options,
    );
    route(
      app,
      managerEndpoints.daily,
      { query: partnerRangeQuerySchema, answers: { 200: partnerDailySchema } },
      (request) => partnerDaily(db, me(request), dayRange(clock.now(), request.query)),
      options,
    );
    route(
      app,
      managerEndpoints.subPartners,
      { query: partnerRangeQuerySchema, answers: { 200: subPartnersSchema } },
      (request) => partnerSubPartners(db, me(request), dayRange(clock.now(), request.query)),
      options,
    );
  };
}
