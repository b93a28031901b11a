import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { joinRequestSchema, okSchema, profileUpdateSchema, userSchema } from '@site/contracts/api/member';
import type { Database } from '../../db/client';
import { callerOf, type SessionGuard } from '../auth/session-guard';
import { joinMember, toUser, updateProfile } from './service';

export interface MemberRoutesDeps {
  db: Database;
  guard: SessionGuard;
}

export function memberRoutes({ db, guard }: MemberRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // The new member logs in with a separate call, so joining never hands out a session.
    app.post('/member/join', { schema: { body: joinRequestSchema, response: { 200: okSchema } } }, async (request) => {
      await joinMember(db, request.body);
      return { ok: true as const };
    });

    app.get(
      '/member/user',
      { onRequest: guard.requireMember, schema: { response: { 200: userSchema } } },
      async (request) => toUser(callerOf(request).member),
    );

    app.put(
      '/member/user',
      { onRequest: guard.requireMember, schema: { body: profileUpdateSchema, response: { 200: userSchema } } },
      async (request) => toUser(await updateProfile(db, callerOf(request).member, request.body)),
    );
  };
}
