import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bigIdParamsSchema } from '@site/contracts/api/params';
import {
  adminVerificationListSchema,
  adminVerificationQuerySchema,
  adminVerificationSchema,
  memberVerificationSchema,
  verificationRefusalSchema,
  verificationSubmitSchema,
} from '@site/contracts/api/verification';
import { verificationAdminEndpoints, verificationEndpoints } from '@site/contracts/endpoints/verification';
import { route } from '../../http/route';
import type { RouteContext } from '../../http/route-context';
import { audited, operatorOf } from '../audit/operator';
import { callerOf } from '../auth/session-guard';
import type { DocumentStore } from './document-store';
import {
  auditView,
  decideVerification,
  documentOf,
  memberVerification,
  submitVerification,
  verificationById,
  verificationQueue,
} from './service';

export interface VerificationRoutesDeps extends RouteContext {
  /** the private store of the document images (config identityDocumentsDir) */
  documents: DocumentStore;
}

/** As the events' image upload (site-events/routes.ts): base64 of a 2 MB image, with room to answer the size in Korean. */
const UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;

/** The member's own verification: its state and the request (members only). */
export function verificationRoutes({ db, clock, guard, documents }: VerificationRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireMember);
    const member = verificationEndpoints;

    route(app, member.state, { answers: { 200: memberVerificationSchema } }, (request) =>
      memberVerification(db, callerOf(request).member.id),
    );

    route(
      app,
      member.submit,
      { body: verificationSubmitSchema, answers: { 201: memberVerificationSchema } },
      async (request, reply) => {
        const state = await submitVerification({ db, clock, documents }, callerOf(request).member.id, request.body);
        return reply.code(201).send(state);
      },
      { bodyLimit: UPLOAD_BODY_LIMIT },
    );
  };
}

/** The operator's queue (under /api/admin, administrators only): the list, one request, its image, decisions. */
export function verificationAdminRoutes({ db, clock, documents }: VerificationRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = verificationAdminEndpoints;

    route(
      app,
      admin.list,
      { query: adminVerificationQuerySchema, answers: { 200: adminVerificationListSchema } },
      (request) => verificationQueue(db, request.query.status),
    );

    route(app, admin.one, { params: bigIdParamsSchema, answers: { 200: adminVerificationSchema } }, (request) =>
      verificationById(db, request.params.id),
    );

    // The image's bytes as they are, so no answer schema; never kept by a browser or a proxy.
    route(app, admin.document, { params: bigIdParamsSchema, answers: {} }, async (request, reply) => {
      const document = await documentOf({ db, documents }, request.params.id);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline')
        .type(document.contentType)
        .send(document.bytes);
    });

    route(app, admin.approve, { params: bigIdParamsSchema, answers: { 200: adminVerificationSchema } }, (request) => {
      const { id } = request.params;
      return audited(
        db,
        request,
        {
          action: 'verification.approve',
          target: { kind: 'verification', id: String(id) },
          read: (tx) => auditView(tx, id),
        },
        (tx) => decideVerification(tx, clock.now(), id, operatorOf(request).memberId, { status: 'approved' }),
      );
    });

    route(
      app,
      admin.refuse,
      { params: bigIdParamsSchema, body: verificationRefusalSchema, answers: { 200: adminVerificationSchema } },
      (request) => {
        const { id } = request.params;
        const { reason } = request.body;
        return audited(
          db,
          request,
          {
            action: 'verification.refuse',
            target: { kind: 'verification', id: String(id) },
            reason,
            read: (tx) => auditView(tx, id),
          },
          (tx) => decideVerification(tx, clock.now(), id, operatorOf(request).memberId, { status: 'refused', reason }),
        );
      },
    );
  };
}
