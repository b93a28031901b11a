import type { RouteContext } from '../../http/route-context';
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
import type { PartnerNode } from '@site/contracts/api/partners';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import * as service from './service';

/** Operator API (under /api/admin): the partner tree, new partners, their rates and members' places. */
export function partnerAdminRoutes(deps: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    const api = partnerAdminEndpoints;
    route(app, api.tree, { answers: { 200: partnerTreeSchema } }, () => service.partnerTree(deps.db));
    route(app, api.create, { body: partnerCreateSchema, answers: { 200: partnerNodeSchema } }, (request) =>
      audited<PartnerNode>(
        deps.db,
        request,
        {
          action: 'partner.create',
          // The partner's node, not the call: the call carries the new account's password.
          target: (node) => ({ kind: 'partner', id: node.userId }),
          afterOf: (node) => node,
        },
        (tx) => service.createPartner({ ...deps, db: tx }, request.body),
      ),
    );
    route(
      app,
      api.saveRates,
      { params: intIdParamsSchema, body: partnerRatesInputSchema, answers: { 200: partnerNodeSchema } },
      (request) =>
        audited(
          deps.db,
          request,
          {
            action: 'partner.rates.update',
            target: { kind: 'partner', id: request.params.id },
            after: request.body.rates,
          },
          (tx) => service.savePartnerRates({ ...deps, db: tx }, request.params.id, request.body.rates),
        ),
    );
    route(
      app,
      api.moveMember,
      { params: userIdParamsSchema, body: partnerMemberMoveSchema, answers: { 200: partnerMemberPlaceSchema } },
      (request) =>
        audited(
          deps.db,
          request,
          {
            action: 'partner.member.move',
            target: { kind: 'member', id: request.params.userId },
            afterOf: (place) => place,
          },
          (tx) => service.moveMember({ ...deps, db: tx }, request.params.userId, request.body.partnerUserId),
        ),
    );
  };
}
