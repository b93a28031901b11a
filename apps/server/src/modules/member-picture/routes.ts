import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberPictureSchema, staffNoteInputSchema, staffNoteSchema } from '@site/contracts/api/admin-member-picture';
import { userIdParamsSchema } from '@site/contracts/api/params';
import { memberPictureEndpoints } from '@site/contracts/endpoints/member-picture';
import { route } from '../../http/route';
import { operatorOf } from '../audit/operator';
import { addStaffNote, memberPicture } from './service';

/** Operator API (under /api/admin): a member's whole picture, and the staff's notes on it. */
export function memberPictureAdminRoutes({ db, clock }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      memberPictureEndpoints.picture,
      { params: userIdParamsSchema, answers: { 200: memberPictureSchema } },
      (request) => memberPicture(db, request.params.userId, clock.now()),
    );

    route(
      app,
      memberPictureEndpoints.addNote,
      { params: userIdParamsSchema, body: staffNoteInputSchema, answers: { 200: staffNoteSchema } },
      (request) => addStaffNote(db, operatorOf(request), request.params.userId, request.body.body, clock.now()),
    );
  };
}
