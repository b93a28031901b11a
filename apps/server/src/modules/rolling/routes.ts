import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSettlementPageSchema,
  adminSettlementQuerySchema,
  adminSettlementSchema,
  memberRollingRatesInputSchema,
  memberRollingRatesSchema,
  rollingCreditPageSchema,
  rollingCreditQuerySchema,
  rollingRangeQuerySchema,
  rollingSettingsSchema,
  rollingSettlementSchema,
  rollingSummarySchema,
  settlementPageSchema,
  settlementQuerySchema,
  settlementRefusalSchema,
  settlementRequestSchema,
  type RollingSettings,
} from '@site/contracts/api/rolling';
import { bigIdParamsSchema, userIdParamsSchema } from '@site/contracts/api/params';
import { rollingAdminEndpoints, rollingEndpoints } from '@site/contracts/endpoints/rolling';
import type { RollingSettingsRow } from '../../db/schema/rolling';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import { callerOf } from '../auth/session-guard';
import * as admin from './admin';
import { requestSettlement } from './settlement';
import { loadRollingSettings, saveRollingSettings } from '../betting/rolling-settings-repo';
import { rollingCreditPage, rollingSummary, settlementPage } from './summary';

/** /calculate*: the caller's own rolling, credits and settlements (members and partners). */
export function rollingRoutes(deps: RouteContext): FastifyPluginAsyncZod {
  const { db, clock, guard } = deps;
  return async (app) => {
    app.addHook('onRequest', guard.requireMember);
    const api = rollingEndpoints;
    route(app, api.summary, { query: rollingRangeQuerySchema, answers: { 200: rollingSummarySchema } }, (request) =>
      rollingSummary(db, callerOf(request).member, request.query, clock.now()),
    );
    route(app, api.credits, { query: rollingCreditQuerySchema, answers: { 200: rollingCreditPageSchema } }, (request) =>
      rollingCreditPage(db, callerOf(request).member.id, request.query, clock.now()),
    );
    route(app, api.settlements, { query: settlementQuerySchema, answers: { 200: settlementPageSchema } }, (request) =>
      settlementPage(db, callerOf(request).member.id, request.query),
    );
    route(app, api.settle, { body: settlementRequestSchema, answers: { 200: rollingSettlementSchema } }, (request) =>
      requestSettlement(deps, callerOf(request).member.id, request.body, request.ip),
    );
  };
}

const settingsView = (row: RollingSettingsRow): RollingSettings => ({
  minSettlement: row.minSettlement,
  approvalAbove: row.approvalAbove,
  referralRates: row.referralRates,
  partnerMasksMemberIds: row.partnerMasksMemberIds,
});

/** Under /api/admin (administrators only; the scope's hook checks). */
export function rollingAdminRoutes(deps: RouteContext): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  return async (app) => {
    const api = rollingAdminEndpoints;
    route(
      app,
      api.settlements,
      { query: adminSettlementQuerySchema, answers: { 200: adminSettlementPageSchema } },
      (request) => admin.adminSettlementPage(db, request.query),
    );
    route(app, api.approve, { params: bigIdParamsSchema, answers: { 200: adminSettlementSchema } }, (request) =>
      audited(
        db,
        request,
        {
          action: 'rolling.settlement.approve',
          target: { kind: 'settlement', id: request.params.id },
          afterOf: (settlement) => settlement,
        },
        (tx) => admin.approveSettlement({ ...deps, db: tx }, callerOf(request).member.id, request.params.id),
      ),
    );
    route(
      app,
      api.refuse,
      { params: bigIdParamsSchema, body: settlementRefusalSchema, answers: { 200: adminSettlementSchema } },
      (request) =>
        audited(
          db,
          request,
          {
            action: 'rolling.settlement.refuse',
            target: { kind: 'settlement', id: request.params.id },
            reason: request.body.reason,
            afterOf: (settlement) => settlement,
          },
          (tx) =>
            admin.refuseSettlement(
              { ...deps, db: tx },
              callerOf(request).member.id,
              request.params.id,
              request.body.reason,
            ),
        ),
    );
    route(app, api.settings, { answers: { 200: rollingSettingsSchema } }, async () =>
      settingsView(await loadRollingSettings(db)),
    );
    route(
      app,
      api.saveSettings,
      { body: rollingSettingsSchema, answers: { 200: rollingSettingsSchema } },
      async (request) =>
        settingsView(
          await audited(
            db,
            request,
            {
              action: 'rolling.settings.update',
              target: { kind: 'settings', id: 'rolling' },
              read: async (tx) => settingsView(await loadRollingSettings(tx)),
            },
            (tx) => saveRollingSettings(tx, request.body, clock.now()),
          ),
        ),
    );
    route(app, api.memberRates, { params: userIdParamsSchema, answers: { 200: memberRollingRatesSchema } }, (request) =>
      admin.memberReferralRates(db, request.params.userId),
    );
    route(
      app,
      api.saveMemberRates,
      { params: userIdParamsSchema, body: memberRollingRatesInputSchema, answers: { 200: memberRollingRatesSchema } },
      (request) =>
        audited(
          db,
          request,
          {
            action: 'member.rollingRates.update',
            target: { kind: 'member', id: request.params.userId },
            read: async (tx) => ({ ...(await admin.memberReferralRates(tx, request.params.userId)) }),
          },
          (tx) => admin.saveMemberReferralRates(tx, request.params.userId, request.body.rates, clock.now()),
        ),
    );
  };
}
