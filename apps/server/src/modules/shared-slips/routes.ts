import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { intIdParamsSchema } from '@site/contracts/api/params';
import {
  createSharedSlipSchema,
  sharedSlipLinkSchema,
  sharedSlipParamsSchema,
  sharedSlipSchema,
} from '@site/contracts/api/shared-slips';
import { sharedSlipEndpoints } from '@site/contracts/endpoints/shared-slips';
import { route } from '../../http/route';
import { callerOf } from '../auth/session-guard';
import { boardPostSlip, createSharedSlip, viewSharedSlip } from './service';

/**
 * /slips: members share; anyone with the link reads it (the books' prices and the board are public,
 * and putting picks in a cart needs no login; placing the bet does).
 */
export function sharedSlipRoutes({ db, clock, guard }: RouteContext): FastifyPluginAsyncZod {
  const deps = { db, clock };
  return async (app) => {
    route(
      app,
      sharedSlipEndpoints.create,
      { body: createSharedSlipSchema, answers: { 200: sharedSlipLinkSchema } },
      (request) => createSharedSlip(deps, callerOf(request).member.id, request.body),
      { onRequest: guard.requireMember },
    );
    route(
      app,
      sharedSlipEndpoints.view,
      { params: sharedSlipParamsSchema, answers: { 200: sharedSlipSchema } },
      (request) => viewSharedSlip(deps, request.params.code),
    );
    route(
      app,
      sharedSlipEndpoints.boardPost,
      { params: intIdParamsSchema, answers: { 200: sharedSlipSchema } },
      (request) => boardPostSlip(deps, request.params.id),
    );
  };
}
