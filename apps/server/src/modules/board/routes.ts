import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBoardPageSchema,
  adminBoardPostSchema,
  attachableBetListSchema,
  boardCommentInputSchema,
  boardCommentParamsSchema,
  boardCommentSchema,
  boardListQuerySchema,
  boardModerationSchema,
  boardNoticeInputSchema,
  boardPageSchema,
  boardPostInputSchema,
  boardPostSchema,
  boardSettingsSchema,
  POST_BODY_MAX,
} from '@site/contracts/api/board';
import { okSchema } from '@site/contracts/api/member';
import { intIdParamsSchema } from '@site/contracts/api/params';
import { boardAdminEndpoints, boardEndpoints } from '@site/contracts/endpoints/board';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import { callerOf, viewerId } from '../auth/session-guard';
import {
  adminBoardPage,
  boardSettingsOf,
  moderatePost,
  removeAnyPost,
  saveBoardSettings,
  writeNotice,
} from './admin-service';
import {
  addComment,
  attachableBets,
  boardPage,
  createPost,
  deleteComment,
  deletePost,
  updateComment,
  updatePost,
  viewPost,
} from './service';

/** /free: guests read the list and posts; writing needs a login. */
export function boardRoutes({ db, clock, guard }: RouteContext): FastifyPluginAsyncZod {
  const deps = { db, clock };
  const member = { onRequest: guard.requireMember };
  return async (app) => {
    route(app, boardEndpoints.list, { query: boardListQuerySchema, answers: { 200: boardPageSchema } }, (request) =>
      boardPage(db, request.query),
    );
    route(app, boardEndpoints.view, { params: intIdParamsSchema, answers: { 200: boardPostSchema } }, async (request) =>
      viewPost(deps, request.params.id, await viewerId(guard, request)),
    );
    route(
      app,
      boardEndpoints.create,
      { body: boardPostInputSchema, answers: { 200: boardPostSchema } },
      (request) => createPost(deps, callerOf(request).member, request.body, POST_BODY_MAX),
      member,
    );
    route(
      app,
      boardEndpoints.update,
      { params: intIdParamsSchema, body: boardPostInputSchema, answers: { 200: boardPostSchema } },
      (request) => updatePost(deps, callerOf(request).member.id, request.params.id, request.body, POST_BODY_MAX),
      member,
    );
    route(
      app,
      boardEndpoints.remove,
      { params: intIdParamsSchema, answers: { 200: okSchema } },
      (request) => deletePost(deps, callerOf(request).member.id, request.params.id),
      member,
    );
    route(
      app,
      boardEndpoints.comment,
      { params: intIdParamsSchema, body: boardCommentInputSchema, answers: { 200: boardCommentSchema } },
      (request) => addComment(deps, callerOf(request).member, request.params.id, request.body.body),
      member,
    );
    route(
      app,
      boardEndpoints.updateComment,
      { params: boardCommentParamsSchema, body: boardCommentInputSchema, answers: { 200: boardCommentSchema } },
      (request) => updateComment(deps, callerOf(request).member.id, request.params, request.body.body),
      member,
    );
    route(
      app,
      boardEndpoints.removeComment,
      { params: boardCommentParamsSchema, answers: { 200: okSchema } },
      (request) => deleteComment(deps, callerOf(request).member.id, request.params),
      member,
    );
    route(
      app,
      boardEndpoints.attachableBets,
      { answers: { 200: attachableBetListSchema } },
      (request) => attachableBets(deps, callerOf(request).member.id),
      member,
    );
  };
}

/** Operator API (under /api/admin): every post, notices, hide/pin, delete and the board's settings. */
export function boardAdminRoutes({ db, clock }: RouteContext): FastifyPluginAsyncZod {
  const deps = { db, clock };
  return async (app) => {
    route(
      app,
      boardAdminEndpoints.list,
      { query: boardListQuerySchema, answers: { 200: adminBoardPageSchema } },
      (request) => adminBoardPage(db, request.query),
    );
    route(
      app,
      boardAdminEndpoints.notice,
      { body: boardNoticeInputSchema, answers: { 200: adminBoardPostSchema } },
      (request) => writeNotice(deps, callerOf(request).member.id, request.body),
    );
    route(
      app,
      boardAdminEndpoints.moderate,
      { params: intIdParamsSchema, body: boardModerationSchema, answers: { 200: adminBoardPostSchema } },
      (request) =>
        audited(
          db,
          request,
          { action: 'board.post.update', target: { kind: 'post', id: request.params.id }, after: request.body },
          (tx) => moderatePost(tx, request.params.id, request.body),
        ),
    );
    route(app, boardAdminEndpoints.remove, { params: intIdParamsSchema, answers: { 200: okSchema } }, (request) =>
      audited(db, request, { action: 'board.post.delete', target: { kind: 'post', id: request.params.id } }, (tx) =>
        removeAnyPost({ ...deps, db: tx }, request.params.id),
      ),
    );
    route(
      app,
      boardAdminEndpoints.removeComment,
      { params: boardCommentParamsSchema, answers: { 200: okSchema } },
      (request) =>
        audited(
          db,
          request,
          { action: 'board.comment.delete', target: { kind: 'comment', id: request.params.commentId } },
          (tx) => deleteComment({ ...deps, db: tx }, null, request.params),
        ),
    );
    route(app, boardAdminEndpoints.settings, { answers: { 200: boardSettingsSchema } }, () => boardSettingsOf(db));
    route(
      app,
      boardAdminEndpoints.saveSettings,
      { body: boardSettingsSchema, answers: { 200: boardSettingsSchema } },
      (request) =>
        audited(
          db,
          request,
          {
            action: 'board.settings.update',
            target: { kind: 'settings', id: 'board' },
            read: async (tx) => ({ ...(await boardSettingsOf(tx)) }),
          },
          (tx) => saveBoardSettings(tx, request.body),
        ),
    );
  };
}
