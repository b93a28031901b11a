import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import { memberAuditView } from '../members/audit-view';
import { balanceAdminEndpoints, balanceEndpoints } from '@site/contracts/endpoints/balance';
import { userIdParamsSchema } from '@site/contracts/api/params';
import {
  ledgerPageSchema,
  ledgerQuerySchema,
  moneyAdjustmentResultSchema,
  moneyAdjustmentSchema,
} from '@site/contracts/api/admin-balance';
import { callerOf } from '../auth/session-guard';
import { BalanceStream } from './balance-stream';
import { adjustMoneyByOperator, ledgerPage } from './operator';

/** The member's own balance, pushed as it changes. */
export function balanceRoutes({ bus, guard }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    const stream = new BalanceStream(bus);
    // Open streams would keep the server from closing: they end before it waits for its connections
    // (preClose), not after (onClose, which a shutdown with a member watching never reached).
    app.addHook('preClose', async () => stream.close());
    // A raw event stream: the handler takes the reply over (hijack), so the endpoint lists no answers.
    // Async so that Fastify ignores the returned reply once hijacked instead of sending it again.
    route(
      app,
      balanceEndpoints.balanceStream,
      { answers: {} },
      async (request, reply) => {
        const { member } = callerOf(request);
        stream.open(request, reply, member.id, { emoney: member.emoney, point: member.point });
        return reply;
      },
      { onRequest: guard.requireMember },
    );
  };
}

/** Operator API (under /api/admin): a member's money and its ledger, by userId like the rest of the operator's
 * member routes. */
export function balanceAdminRoutes({ db, bus }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      balanceAdminEndpoints.adjustMoney,
      { params: userIdParamsSchema, body: moneyAdjustmentSchema, answers: { 200: moneyAdjustmentResultSchema } },
      (request) =>
        audited(
          db,
          request,
          {
            action: 'member.balance.adjust',
            target: { kind: 'member', id: request.params.userId },
            reason: request.body.memo,
            read: (tx) => memberAuditView(tx, request.params.userId),
          },
          (tx) => adjustMoneyByOperator(tx, bus, request.params.userId, request.body),
        ),
    );

    route(
      app,
      balanceAdminEndpoints.ledger,
      { params: userIdParamsSchema, query: ledgerQuerySchema, answers: { 200: ledgerPageSchema } },
      (request) => ledgerPage(db, request.params.userId, request.query),
    );
  };
}
