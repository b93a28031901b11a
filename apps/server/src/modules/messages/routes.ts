import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessageSchema, idResponseSchema } from '@site/contracts/api/admin';
import { okSchema } from '@site/contracts/api/member';
import {
  messagePageQuerySchema,
  messagePageSchema,
  messageSchema,
  unreadCountSchema,
} from '@site/contracts/api/messages';
import { messageEndpoints } from '@site/contracts/endpoints/messages';
import { messageAdminEndpoints } from '@site/contracts/endpoints/messages-admin';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import { bigIdParamsSchema } from '@site/contracts/api/params';
import { callerOf } from '../auth/session-guard';
import { countUnread } from './repo';
import { deleteMessage, inboxPage, readMessage, sendMessage } from './service';

/** The member's inbox. */
export function messageRoutes({ db, clock, guard }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireMember);

    const messages = messageEndpoints;
    route(app, messages.unread, { answers: { 200: unreadCountSchema } }, async (request) =>
      countUnread(db, callerOf(request).member.id),
    );

    route(app, messages.page, { query: messagePageQuerySchema, answers: { 200: messagePageSchema } }, async (request) =>
      inboxPage(db, callerOf(request).member.id, request.query),
    );

    route(app, messages.one, { params: bigIdParamsSchema, answers: { 200: messageSchema } }, async (request) =>
      readMessage(db, clock, callerOf(request).member.id, request.params.id),
    );

    route(app, messages.remove, { params: bigIdParamsSchema, answers: { 200: okSchema } }, async (request) => {
      await deleteMessage(db, clock, callerOf(request).member.id, request.params.id);
      return { ok: true as const };
    });
  };
}

/** Operator API (under /api/admin). */
export function messageAdminRoutes({ db, clock, bus }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      messageAdminEndpoints.send,
      { body: adminMessageSchema, answers: { 200: idResponseSchema } },
      async (request) => ({
        id: await audited<number>(
          db,
          request,
          {
            action: 'message.send',
            target: (id: number) => ({ kind: 'message', id }),
            afterOf: () => request.body,
          },
          (tx) => sendMessage(tx, { clock, bus }, request.body),
        ),
      }),
    );
  };
}
