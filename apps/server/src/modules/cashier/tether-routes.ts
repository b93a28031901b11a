import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cashRequestPageSchema,
  cashRequestSchema,
  cryptoDepositSchema,
  cryptoQuerySchema,
  TETHER_SIGNATURE_HEADER,
  tetherCallbackAnswerSchema,
  tetherDepositUrlQuerySchema,
  tetherDepositUrlSchema,
} from '@site/contracts/api/cashier';
import { route } from '../../http/route';
import { tetherEndpoints } from '@site/contracts/endpoints/cashier';
import { bigIdParamsSchema } from '@site/contracts/api/params';
import { callerOf } from '../auth/session-guard';
import { handleTetherCallback } from './tether-callback';
import { tetherCallbackSecret } from './tether-callback-secret';
import { cryptoPage, cryptoRequest, recordCryptoDeposit, requestTetherDepositUrl } from './tether-deposit';
import type { TetherGateway } from './tether-gateway-port';

export interface TetherRoutesDeps extends RouteContext {
  gateway: TetherGateway;
  /** TETHER_CALLBACK_SECRET; unset: the installation's own (tether-callback-secret.ts) */
  callbackSecret: string | undefined;
  /** TETHER_CONFIRMATIONS: a callback reporting fewer credits nothing */
  confirmations: number;
}

/** The member's tether deposits and list (SPEC.md §7), and the gateway's signed callback. */
export function tetherRoutes({
  db,
  clock,
  bus,
  guard,
  gateway,
  callbackSecret,
  confirmations,
}: TetherRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tether = tetherEndpoints;
    const member = { onRequest: guard.requireMember };
    route(
      app,
      tether.depositUrl,
      { query: tetherDepositUrlQuerySchema, answers: { 200: tetherDepositUrlSchema } },
      async (request, reply) => {
        const url = await requestTetherDepositUrl(
          { db, clock, gateway },
          callerOf(request).member.id,
          request.query.amount,
        );
        // A string answer would go out as text/plain; every answer of the API is JSON, this one a JSON string.
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(url));
      },
      member,
    );

    route(
      app,
      tether.recordDeposit,
      { body: cryptoDepositSchema, answers: { 200: cashRequestSchema } },
      (request) => recordCryptoDeposit({ db, clock }, callerOf(request).member.id, request.body.url),
      member,
    );

    route(
      app,
      tether.page,
      { query: cryptoQuerySchema, answers: { 200: cashRequestPageSchema } },
      (request) => cryptoPage(db, callerOf(request).member.id, request.query),
      member,
    );

    route(
      app,
      tether.one,
      { params: bigIdParamsSchema, answers: { 200: cashRequestSchema } },
      (request) => cryptoRequest(db, callerOf(request).member.id, request.params.id),
      member,
    );

    // The signature covers the bytes as sent, so this route alone keeps its JSON body as text.
    await app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      const secret = () => tetherCallbackSecret(db, callbackSecret);
      route(scope, tether.callback, { answers: { 200: tetherCallbackAnswerSchema } }, async (request) => {
        // The endpoint has no body schema: the parser above left the body as the text that was signed.
        const body: unknown = request.body;
        const signature = request.headers[TETHER_SIGNATURE_HEADER];
        await handleTetherCallback(
          { db, clock, bus, secret, confirmations },
          typeof body === 'string' ? body : '',
          typeof signature === 'string' ? signature : undefined,
        );
        return { ok: true as const };
      });
    });
  };
}
