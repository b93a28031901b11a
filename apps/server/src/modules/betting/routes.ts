import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  betListQuerySchema,
  betPageSchema,
  betPreferencesChangeSchema,
  betPreferencesSchema,
  betRulesSchema,
  betSchema,
  placeBetSchema,
  placeSinglesSchema,
  singleBetsSchema,
} from '@site/contracts/api/bets';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import { betAdminEndpoints, betEndpoints } from '@site/contracts/endpoints/bets';
import { bigIdParamsSchema } from '@site/contracts/api/params';
import { callerOf } from '../auth/session-guard';
import {
  betLimitListSchema,
  betLimitSchema,
  betLimitUpdateSchema,
  levelParamsSchema,
  sportsSettingsSchema,
  sportsSettingsUpdateSchema,
} from '@site/contracts/api/admin-sportsbook';
import { hedgingRulesSchema, hedgingRulesUpdateSchema } from '@site/contracts/api/hedging';
import { loadHedgingRules, saveHedgingRules } from './hedging-repo';
import { betPage, cancelBet, memberBet } from './history';
import { placeBet, placeSingles } from './placement';
import { loadBetPreferences, saveBetPreferences } from './preferences';
import { BetRulesSource } from './rules-source';
import { betRulesFor, listBetLimits, loadSportsSettings, setBetLimits, updateSportsSettings } from './rules';

/** The member's bets: rules, placement, history, cancellation (settlement runs in workers/settlement-runner.ts). */
export function betRoutes({ db, clock, guard, bus }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireMember);
    const rules = new BetRulesSource(db, bus);
    app.addHook('onClose', async () => rules.close());

    const bets = betEndpoints;
    route(app, bets.rules, { answers: { 200: betRulesSchema } }, (request) =>
      betRulesFor(rules, callerOf(request).member.level),
    );

    route(
      app,
      bets.place,
      { body: placeBetSchema, answers: { 200: betSchema, 201: betSchema } },
      async (request, reply) => {
        const { member } = callerOf(request);
        const { bet, created } = await placeBet({ db, clock, bus, rules }, member, request.body);
        // 201 for a new bet, 200 for a replayed key answering the bet it made.
        return reply.code(created ? 201 : 200).send(bet);
      },
    );

    route(
      app,
      bets.placeSingles,
      { body: placeSinglesSchema, answers: { 200: singleBetsSchema, 201: singleBetsSchema } },
      async (request, reply) => {
        const { member } = callerOf(request);
        const { bets: made, created } = await placeSingles({ db, clock, bus, rules }, member, request.body);
        return reply.code(created ? 201 : 200).send({ bets: made });
      },
    );

    route(app, bets.preferences, { answers: { 200: betPreferencesSchema } }, (request) =>
      loadBetPreferences(db, callerOf(request).member.id),
    );

    route(
      app,
      bets.savePreferences,
      { body: betPreferencesChangeSchema, answers: { 200: betPreferencesSchema } },
      (request) => saveBetPreferences(db, clock, callerOf(request).member.id, request.body),
    );

    route(app, bets.page, { query: betListQuerySchema, answers: { 200: betPageSchema } }, (request) =>
      betPage(db, clock.now(), callerOf(request).member.id, request.query),
    );

    route(app, bets.one, { params: bigIdParamsSchema, answers: { 200: betSchema } }, (request) =>
      memberBet(db, clock.now(), callerOf(request).member.id, request.params.id),
    );

    route(app, bets.cancel, { params: bigIdParamsSchema, answers: { 200: betSchema } }, (request) =>
      cancelBet({ db, clock, bus }, callerOf(request).member.id, request.params.id),
    );
  };
}

/** Operator API (under /api/admin): level limits, sportsbook settings, the 양방 switches. */
export function betAdminRoutes({ db, clock, bus }: RouteContext): FastifyPluginAsyncZod {
  // Every process keeps the rules in memory (BetRulesSource): each change is announced once written.
  const announced = async <T>(change: Promise<T>): Promise<T> => {
    const changed = await change;
    bus.publish('betRulesChanged');
    return changed;
  };
  return async (app) => {
    const admin = betAdminEndpoints;
    route(app, admin.sportsSettings, { answers: { 200: sportsSettingsSchema } }, () => loadSportsSettings(db));

    route(
      app,
      admin.saveSportsSettings,
      { body: sportsSettingsUpdateSchema, answers: { 200: sportsSettingsSchema } },
      (request) =>
        announced(
          audited(
            db,
            request,
            {
              action: 'sports.settings.update',
              target: { kind: 'settings', id: 'sports' },
              read: (tx) => loadSportsSettings(tx),
            },
            (tx) => updateSportsSettings(tx, clock, request.body),
          ),
        ),
    );

    route(app, admin.hedgingRules, { answers: { 200: hedgingRulesSchema } }, () => loadHedgingRules(db));

    // Read in each bet's own statement (hedging-repo.ts), so nothing is kept to forget.
    route(
      app,
      admin.saveHedgingRules,
      { body: hedgingRulesUpdateSchema, answers: { 200: hedgingRulesSchema } },
      (request) =>
        audited(
          db,
          request,
          {
            action: 'hedging.update',
            target: { kind: 'settings', id: 'hedging' },
            read: async (tx) => ({ ...(await loadHedgingRules(tx)) }),
          },
          (tx) => saveHedgingRules(tx, clock, request.body),
        ),
    );

    route(app, admin.betLimits, { answers: { 200: betLimitListSchema } }, () => listBetLimits(db));

    route(
      app,
      admin.saveBetLimit,
      { params: levelParamsSchema, body: betLimitUpdateSchema, answers: { 200: betLimitSchema } },
      (request) =>
        announced(
          audited(
            db,
            request,
            { action: 'betLimit.update', target: { kind: 'betLimit', id: request.params.level }, after: request.body },
            (tx) => setBetLimits(tx, request.params.level, request.body),
          ),
        ),
    );
  };
}
