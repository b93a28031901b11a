import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminEventListSchema,
  adminEventSchema,
  eventDetailSchema,
  eventInputSchema,
  eventJoinedSchema,
  eventListQuerySchema,
  eventListSchema,
  htmlPreviewedSchema,
  htmlPreviewSchema,
  imageUploadedSchema,
  imageUploadSchema,
  eventRewardsQuerySchema,
  eventRewardsSchema,
} from '@site/contracts/api/site-events';
import { okSchema } from '@site/contracts/api/member';
import { intIdParamsSchema } from '@site/contracts/api/params';
import { eventAdminEndpoints, eventEndpoints } from '@site/contracts/endpoints/site-events';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import { sanitizeStoredHtml } from '../../lib/safe-html';
import { callerOf, viewerId } from '../auth/session-guard';
import { memberEventRewards } from './event-rewards';
import { storeUploadedImage } from '../images/service';
import { joinEvent } from './participation';
import { adminEvents, createEvent, editEvent, eventDetail, eventsPage, removeEvent } from './service';

/**
 * GET events, GET events/:id: public, guests read them too (a signed-in member also learns whether they
 * joined). Joining and /calculateEvent are for members.
 */
export function eventRoutes({ db, clock, guard }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, eventEndpoints.list, { query: eventListQuerySchema, answers: { 200: eventListSchema } }, (request) =>
      eventsPage(db, request.query.tab, request.query.page, clock.now()),
    );
    route(
      app,
      eventEndpoints.detail,
      { params: intIdParamsSchema, answers: { 200: eventDetailSchema } },
      async (request) => eventDetail(db, request.params.id, clock.now(), await viewerId(guard, request)),
    );
    route(
      app,
      eventEndpoints.join,
      { params: intIdParamsSchema, answers: { 200: eventJoinedSchema } },
      (request) => joinEvent(db, request.params.id, callerOf(request).member.id, clock.now()),
      { onRequest: guard.requireMember },
    );
    route(
      app,
      eventEndpoints.rewards,
      { query: eventRewardsQuerySchema, answers: { 200: eventRewardsSchema } },
      (request) => memberEventRewards(db, callerOf(request).member.id, clock.now(), request.query),
      { onRequest: guard.requireMember },
    );
  };
}

// A 2 MB image is about 2.8 MB of base64. The route takes up to 8 MB so that an image somewhat over the
// limit (the usual mistake) is measured and refused with the Korean size message rather than a bare 413.
const UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;

/** Operator API (under /api/admin): events and the images their pages show. */
export function eventAdminRoutes({ db, clock }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = eventAdminEndpoints;
    const id = { params: intIdParamsSchema };
    route(app, admin.list, { answers: { 200: adminEventListSchema } }, () => adminEvents(db, clock.now()));
    route(app, admin.preview, { body: htmlPreviewSchema, answers: { 200: htmlPreviewedSchema } }, (request) => ({
      html: sanitizeStoredHtml(request.body.body),
    }));
    route(app, admin.create, { body: eventInputSchema, answers: { 200: adminEventSchema } }, (request) =>
      createEvent(db, request.body, clock.now()),
    );
    route(app, admin.edit, { ...id, body: eventInputSchema, answers: { 200: adminEventSchema } }, (request) =>
      audited(
        db,
        request,
        { action: 'event.update', target: { kind: 'event', id: request.params.id }, after: request.body },
        (tx) => editEvent(tx, request.params.id, request.body, clock.now()),
      ),
    );
    route(app, admin.remove, { ...id, answers: { 200: okSchema } }, async (request) => {
      await audited(db, request, { action: 'event.delete', target: { kind: 'event', id: request.params.id } }, (tx) =>
        removeEvent(tx, request.params.id),
      );
      return { ok: true as const };
    });
    route(
      app,
      admin.uploadImage,
      { body: imageUploadSchema, answers: { 200: imageUploadedSchema } },
      async (request) => ({ imgPath: await storeUploadedImage(db, request.body.data) }),
      { bodyLimit: UPLOAD_BODY_LIMIT },
    );
  };
}
