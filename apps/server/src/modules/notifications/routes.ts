import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationListSchema,
  notificationReadAllSchema,
  notificationReadAnswerSchema,
  notificationUnreadSchema,
} from '@site/contracts/api/notifications';
import { bigIdParamsSchema } from '@site/contracts/api/params';
import { notificationEndpoints } from '@site/contracts/endpoints/notifications';
import { route } from '../../http/route';
import { callerOf } from '../auth/session-guard';
import { markAllRead, markRead, notificationList, unreadCount } from './service';

/** The member's own notifications: the bell's count and list, and marking them read. */
export function notificationRoutes({ db, clock, guard }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireMember);
    const api = notificationEndpoints;
    const memberOf = (request: Parameters<typeof callerOf>[0]) => callerOf(request).member.id;

    route(app, api.unread, { answers: { 200: notificationUnreadSchema } }, (request) =>
      unreadCount(db, memberOf(request)),
    );
    route(app, api.list, { answers: { 200: notificationListSchema } }, (request) =>
      notificationList(db, memberOf(request)),
    );
    route(app, api.read, { params: bigIdParamsSchema, answers: { 200: notificationReadAnswerSchema } }, (request) =>
      markRead(db, clock, memberOf(request), request.params.id),
    );
    route(
      app,
      api.readAll,
      { body: notificationReadAllSchema, answers: { 200: notificationReadAnswerSchema } },
      (request) => markAllRead(db, clock, memberOf(request), request.body.upTo),
    );
  };
}
