import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cashierPaths,
  cashRequestPageSchema,
  cashRequestSchema,
  cryptoDepositSchema,
  cryptoQuerySchema,
  TETHER_SIGNATURE_HEADER,
  tetherDepositUrlQuerySchema,
  tetherDepositUrlSchema,
} from '@site/contracts/api/cashier';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { bigIdParamsSchema } from '@site/contracts/api/params';
import { callerOf, type SessionGuard } from '../auth/session-guard';
import { handleTetherCallback } from './tether-callback';
import { tetherCallbackSecret } from './tether-callback-secret';
import { cryptoPage, cryptoRequest, recordCryptoDeposit, requestTetherDepositUrl } from './tether-deposit';
import type { TetherGateway } from './tether-gateway-port';

export interface TetherRoutesDeps {
  db: Database;
  clock: Clock;
  bus: EventBus;
  guard: SessionGuard;
  gateway: TetherGateway;
  /** TETHER_CALLBACK_SECRET; unset: the installation's own (tether-callback-secret.ts) */
  callbackSecret: string | undefined;
}

const callbackAnswerSchema = z.object({ ok: z.literal(true) });

/** The member's tether deposits and list (SPEC.md §7), and the gateway's signed callback. */
export function tetherRoutes({
  db,
  clock,
  bus,
  guard,
  gateway,
  callbackSecret,
}: TetherRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      cashierPaths.tetherDepositUrl,
      {
        onRequest: guard.requireMember,
        schema: { querystring: tetherDepositUrlQuerySchema, response: { 200: tetherDepositUrlSchema } },
      },
      async (request, reply) => {
        const url = await requestTetherDepositUrl(
          { db, clock, gateway },
          callerOf(request).member.id,
          request.query.amount,
        );
        // A string answer would go out as text/plain; every answer of the API is JSON, this one a JSON string.
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(url));
      },
    );

    app.post(
      cashierPaths.cryptoDeposit,
      { onRequest: guard.requireMember, schema: { body: cryptoDepositSchema, response: { 200: cashRequestSchema } } },
      async (request) => recordCryptoDeposit({ db, clock }, callerOf(request).member.id, request.body.url),
    );

    app.get(
      cashierPaths.crypto,
      {
        onRequest: guard.requireMember,
        schema: { querystring: cryptoQuerySchema, response: { 200: cashRequestPageSchema } },
      },
      async (request) => cryptoPage(db, callerOf(request).member.id, request.query),
    );

    app.get(
      cashierPaths.cryptoView(':id'),
      { onRequest: guard.requireMember, schema: { params: bigIdParamsSchema, response: { 200: cashRequestSchema } } },
      async (request) => cryptoRequest(db, callerOf(request).member.id, request.params.id),
    );

    // The signature covers the bytes as sent, so this route alone keeps its JSON body as text.
    await app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      const secret = () => tetherCallbackSecret(db, callbackSecret);
      scope.post(
        cashierPaths.tetherCallback,
        { schema: { response: { 200: callbackAnswerSchema } } },
        async (request) => {
          const signature = request.headers[TETHER_SIGNATURE_HEADER];
          await handleTetherCallback(
            { db, clock, bus, secret },
            typeof request.body === 'string' ? request.body : '',
            typeof signature === 'string' ? signature : undefined,
          );
          return { ok: true as const };
        },
      );
    });
  };
}
