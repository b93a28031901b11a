import type { RouteContext } from '../../http/route-context';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  casinoFavouriteSchema,
  casinoLaunchAnswerSchema,
  casinoLaunchSchema,
  casinoLobbyQuerySchema,
  casinoLobbySchema,
} from '@site/contracts/api/casino';
import {
  CASINO_SIGNATURE_HEADER,
  casinoWalletActions,
  casinoWalletAnswerSchema,
  type CasinoWalletAction,
} from '@site/contracts/api/casino-wallet';
import { casinoAggregatorKeys, type CasinoAggregatorKey } from '@site/contracts/casino';
import { casinoEndpoints } from '@site/contracts/endpoints/casino';
import { casinoWalletEndpoints } from '@site/contracts/endpoints/casino-wallet';
import { z } from 'zod';
import type { MemberRow } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { callerOf, type SessionGuard } from '../auth/session-guard';
import type { CasinoCatalogue } from './catalogue';
import { launch, lobbyFor, setFavourite } from './lobby-service';
import type { CasinoRoundHooks } from './round-hooks';
import { handleWalletCall, UnreadableWalletBody } from './wallet-call';

/** The casino's engines the routes and the operator's casino are built with, besides the RouteContext. */
export interface CasinoParts {
  catalogue: CasinoCatalogue;
  hooks: readonly CasinoRoundHooks[];
}

export type CasinoRoutesDeps = RouteContext & CasinoParts;

/** The lobbies, favourites and the launch for members, and the providers' seamless wallet. */
export function casinoRoutes({ db, clock, bus, guard, catalogue, hooks }: CasinoRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = { db, clock, catalogue };
    const member = { onRequest: guard.requireMember };

    route(
      app,
      casinoEndpoints.lobby,
      { query: casinoLobbyQuerySchema, answers: { 200: casinoLobbySchema } },
      async (request) => lobbyFor(deps, await optionalMember(guard, request), request.query),
    );
    route(
      app,
      casinoEndpoints.setFavourite,
      { body: casinoFavouriteSchema, answers: { 200: casinoFavouriteSchema } },
      (request) => setFavourite(deps, callerOf(request).member, request.body),
      member,
    );
    route(
      app,
      casinoEndpoints.launch,
      { body: casinoLaunchSchema, answers: { 200: casinoLaunchAnswerSchema } },
      (request) => launch(deps, callerOf(request), request.body),
      member,
    );

    // The signature covers the bytes as sent, so the wallet's scope keeps its JSON bodies as bytes.
    await app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      const walletDeps = { db, clock, bus, catalogue, hooks, log: scope.log };
      route(
        scope,
        casinoWalletEndpoints.call,
        { params: walletParamsSchema, answers: { 200: casinoWalletAnswerSchema } },
        async (request) => {
          const { aggregator, action } = request.params;
          if (!isAggregator(aggregator) || !isAction(action)) throw new AppError(404, walletErrors.unknownCall);
          const signature = request.headers[CASINO_SIGNATURE_HEADER];
          // The endpoint has no body schema: the parser above left the body as the bytes that were signed.
          const body: unknown = request.body;
          try {
            return await handleWalletCall(walletDeps, {
              aggregator,
              action,
              rawBody: Buffer.isBuffer(body) ? body : Buffer.alloc(0),
              signature: typeof signature === 'string' ? signature : undefined,
            });
          } catch (error) {
            if (error instanceof UnreadableWalletBody) throw new AppError(400, walletErrors.unreadableBody);
            throw error;
          }
        },
      );
    });
  };
}

/** What the provider reads when its call names no aggregator or action we know, or is not JSON. */
const walletErrors = {
  unknownCall: '지원하지 않는 요청입니다.',
  unreadableBody: '요청 형식이 올바르지 않습니다.',
} as const;

// Checked in the handler, so an unknown one answers 404 rather than a validation error.
const walletParamsSchema = z.object({ aggregator: z.string(), action: z.string() });

/** The lobby is public: a valid session shows the member's level and favourites, anything else a guest's view. */
async function optionalMember(guard: SessionGuard, request: FastifyRequest): Promise<MemberRow | undefined> {
  try {
    await guard.requireMember(request);
    return callerOf(request).member;
  } catch {
    return undefined;
  }
}

const isAggregator = (value: string): value is CasinoAggregatorKey =>
  (casinoAggregatorKeys as readonly string[]).includes(value);
const isAction = (value: string): value is CasinoWalletAction =>
  (casinoWalletActions as readonly string[]).includes(value);
