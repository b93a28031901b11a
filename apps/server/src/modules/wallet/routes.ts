import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { userIdParamsSchema } from '@site/contracts/api/params';
import {
  ledgerPageSchema,
  ledgerQuerySchema,
  moneyAdjustmentResultSchema,
  moneyAdjustmentSchema,
} from '@site/contracts/api/admin-wallet';
import { callerOf, type SessionGuard } from '../auth/session-guard';
import { BalanceStream } from './balance-stream';
import { adjustMoneyByOperator, ledgerPage } from './operator';

/** The member's own balance, pushed as it changes. */
export function walletRoutes({ bus, guard }: { bus: EventBus; guard: SessionGuard }): FastifyPluginAsyncZod {
  return async (app) => {
    const stream = new BalanceStream(bus);
    // Open streams would keep the server from closing.
    app.addHook('onClose', async () => stream.close());
    app.get('/member/stream', { onRequest: guard.requireMember }, (request, reply) => {
      const { member } = callerOf(request);
      stream.open(request, reply, member.id, { emoney: member.emoney, point: member.point });
    });
  };
}

/** Operator API (under /api/admin): a member's money and its ledger, by userId like the rest of the operator's
 * member routes. */
export function walletAdminRoutes({ db, bus }: { db: Database; bus: EventBus }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/members/:userId/money',
      {
        schema: {
          params: userIdParamsSchema,
          body: moneyAdjustmentSchema,
          response: { 200: moneyAdjustmentResultSchema },
        },
      },
      async (request) => adjustMoneyByOperator(db, bus, request.params.userId, request.body),
    );

    app.get(
      '/members/:userId/ledger',
      { schema: { params: userIdParamsSchema, querystring: ledgerQuerySchema, response: { 200: ledgerPageSchema } } },
      async (request) => ledgerPage(db, request.params.userId, request.query),
    );
  };
}
