import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessageSchema, idResponseSchema } from '@site/contracts/api/admin';
import { okSchema } from '@site/contracts/api/member';
import {
  messagePageQuerySchema,
  messagePageSchema,
  messageSchema,
  unreadCountSchema,
} from '@site/contracts/api/messages';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { bigIdParamsSchema } from '@site/contracts/api/params';
import { callerOf, type SessionGuard } from '../auth/session-guard';
import { countUnread } from './repo';
import { deleteMessage, inboxPage, readMessage, sendMessage } from './service';

export interface MessageRoutesDeps {
  db: Database;
  clock: Clock;
  guard: SessionGuard;
}

/** The member's inbox. */
export function messageRoutes({ db, clock, guard }: MessageRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireMember);

    app.get('/message/unread', { schema: { response: { 200: unreadCountSchema } } }, async (request) =>
      countUnread(db, callerOf(request).member.id),
    );

    app.get(
      '/message',
      { schema: { querystring: messagePageQuerySchema, response: { 200: messagePageSchema } } },
      async (request) => inboxPage(db, callerOf(request).member.id, request.query),
    );

    app.get(
      '/message/:id',
      { schema: { params: bigIdParamsSchema, response: { 200: messageSchema } } },
      async (request) => readMessage(db, clock, callerOf(request).member.id, request.params.id),
    );

    app.delete(
      '/message/:id',
      { schema: { params: bigIdParamsSchema, response: { 200: okSchema } } },
      async (request) => {
        await deleteMessage(db, clock, callerOf(request).member.id, request.params.id);
        return { ok: true as const };
      },
    );
  };
}

/** Operator API (under /api/admin). */
export function messageAdminRoutes({ db, clock }: Omit<MessageRoutesDeps, 'guard'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/messages',
      { schema: { body: adminMessageSchema, response: { 200: idResponseSchema } } },
      async (request) => ({
        id: await sendMessage(db, clock, request.body),
      }),
    );
  };
}
