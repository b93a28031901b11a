import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { betSchema } from '@site/contracts/api/bets';
import { builderPriceRequestSchema, builderPriceSchema, placeBuilderBetSchema } from '@site/contracts/api/bet-builder';
import { betBuilderEndpoints } from '@site/contracts/endpoints/bet-builder';
import { bigIdParamsSchema } from '@site/contracts/api/params';
import type { RouteContext } from '../../http/route-context';
import { route } from '../../http/route';
import { callerOf } from '../auth/session-guard';
import { BetRulesSource } from '../betting/rules-source';
import { builderPrice } from './bet-builder';
import { takePriceTurn } from './builder-price-rate';
import { placeBuilderBet } from './builder-placement';
import type { SameGameModel } from './same-game-port';

export interface BuilderRouteContext extends RouteContext {
  /** the provider's joint chances (sim/sports/same-game-model.ts); none: the builder is unavailable (503) */
  sameGame: SameGameModel | undefined;
}

/** The bet builder (같은 경기 조합): its price, public like the odds, and its bet, a member's. */
export function betBuilderRoutes({ db, clock, bus, guard, sameGame }: BuilderRouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    const rules = new BetRulesSource(db, bus);
    app.addHook('onClose', async () => rules.close());
    const calls = betBuilderEndpoints;

    route(
      app,
      calls.price,
      { params: bigIdParamsSchema, body: builderPriceRequestSchema, answers: { 200: builderPriceSchema } },
      async (request) => {
        const now = clock.now();
        await takePriceTurn(db, request.ip, now);
        return builderPrice({ db, now, model: sameGame }, request.params.id, request.body.selectionIds);
      },
    );

    route(
      app,
      calls.place,
      { body: placeBuilderBetSchema, answers: { 200: betSchema, 201: betSchema } },
      async (request, reply) => {
        const { member } = callerOf(request);
        const { bet, created } = await placeBuilderBet(
          { db, clock, bus, rules, model: sameGame },
          member,
          request.body,
        );
        return reply.code(created ? 201 : 200).send(bet);
      },
      { onRequest: guard.requireMember },
    );
  };
}
