import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  joinRequestSchema,
  okSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
  userSchema,
} from '@site/contracts/api/member';
import {
  availabilitySchema,
  checkIdQuerySchema,
  checkNickNameQuerySchema,
} from '@site/contracts/api/member-availability';
import { callerOf, type SessionGuard } from '../auth/session-guard';
import { normalizeIp } from '../ip-blocks/ip-address';
import { isNickNameAvailable, isUserIdAvailable, joinMember, toUser, updateProfile, type MemberDeps } from './service';

export interface MemberRoutesDeps extends MemberDeps {
  guard: SessionGuard;
}

export function memberRoutes({ guard, ...deps }: MemberRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // The new member logs in with a separate call, so joining never hands out a session.
    app.post('/member/join', { schema: { body: joinRequestSchema, response: { 200: okSchema } } }, async (request) => {
      await joinMember(deps, request.body, normalizeIp(request.ip));
      return { ok: true as const };
    });

    app.get(
      '/member/check-id',
      { schema: { querystring: checkIdQuerySchema, response: { 200: availabilitySchema } } },
      async (request) => ({
        available: await isUserIdAvailable(deps, request.query.userId, normalizeIp(request.ip)),
      }),
    );

    app.get(
      '/member/check-nickname',
      { schema: { querystring: checkNickNameQuerySchema, response: { 200: availabilitySchema } } },
      async (request) => ({
        available: await isNickNameAvailable(deps, request.query.nickName, normalizeIp(request.ip)),
      }),
    );

    app.get(
      '/member/user',
      { onRequest: guard.requireMember, schema: { response: { 200: userSchema } } },
      async (request) => toUser(callerOf(request).member),
    );

    app.put(
      '/member/user',
      {
        onRequest: guard.requireMember,
        schema: { body: profileUpdateSchema, response: { 200: profileUpdateResponseSchema } },
      },
      async (request) => {
        const ip = normalizeIp(request.ip);
        const { member, token } = await updateProfile(deps, callerOf(request).member, request.body, ip);
        return token === undefined ? toUser(member) : { ...toUser(member), token };
      },
    );
  };
}
