import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { intIdParamsSchema, userIdParamsSchema } from '@site/contracts/api/params';
import {
  partnerCreateSchema,
  partnerMemberMoveSchema,
  partnerMemberPlaceSchema,
  partnerNodeSchema,
  partnerRatesInputSchema,
  partnerTreeSchema,
} from '@site/contracts/api/partners';
import { partnerAdminEndpoints } from '@site/contracts/endpoints/partners';
import { route } from '../../http/route';
import * as service from './service';

/** Operator API (under /api/admin): the partner tree, new partners, their rates and members' places. */
export function partnerAdminRoutes(deps: service.PartnerDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const api = partnerAdminEndpoints;
    route(app, api.tree, { answers: { 200: partnerTreeSchema } }, () => service.partnerTree(deps.db));
    route(app, api.create, { body: partnerCreateSchema, answers: { 200: partnerNodeSchema } }, (request) =>
      service.createPartner(deps, request.body),
    );
    route(
      app,
      api.saveRates,
      { params: intIdParamsSchema, body: partnerRatesInputSchema, answers: { 200: partnerNodeSchema } },
      (request) => service.savePartnerRates(deps, request.params.id, request.body.rates),
    );
    route(
      app,
      api.moveMember,
      { params: userIdParamsSchema, body: partnerMemberMoveSchema, answers: { 200: partnerMemberPlaceSchema } },
      (request) => service.moveMember(deps, request.params.userId, request.body.partnerUserId),
    );
  };
}
