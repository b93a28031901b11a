import type { RouteContext } from '../../http/route-context';
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
import { levelLadderSchema } from '@site/contracts/api/levels';
import { memberEndpoints } from '@site/contracts/endpoints/members';
import { route } from '../../http/route';
import { callerOf } from '../auth/session-guard';
import { normalizeIp } from '../../lib/ip-address';
import { rouletteValues } from '../roulette/settings';
import { levelLadder } from './level-ladder';
import { toUser } from '../auth/service';
import { isNickNameAvailable, isUserIdAvailable, joinMember, updateProfile, type MemberDeps } from './service';

export type MemberRoutesDeps = RouteContext & Pick<MemberDeps, 'limits'>;

export function memberRoutes({ guard, ...deps }: MemberRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const members = memberEndpoints;
    // The new member logs in with a separate call, so joining never hands out a session.
    route(app, members.join, { body: joinRequestSchema, answers: { 200: okSchema } }, async (request) => {
      await joinMember(deps, request.body, normalizeIp(request.ip));
      return { ok: true as const };
    });

    route(
      app,
      members.checkId,
      { query: checkIdQuerySchema, answers: { 200: availabilitySchema } },
      async (request) => ({
        available: await isUserIdAvailable(deps, request.query.userId, normalizeIp(request.ip)),
      }),
    );

    route(
      app,
      members.checkNickName,
      { query: checkNickNameQuerySchema, answers: { 200: availabilitySchema } },
      async (request) => ({
        available: await isNickNameAvailable(deps, request.query.nickName, normalizeIp(request.ip)),
      }),
    );

    route(app, members.user, { answers: { 200: userSchema } }, async (request) => toUser(callerOf(request).member), {
      onRequest: guard.requireMember,
    });

    route(
      app,
      members.levels,
      { answers: { 200: levelLadderSchema } },
      (request) =>
        levelLadder(
          deps.db,
          callerOf(request).member,
          rouletteValues(deps.db).then((roulette) => roulette.excludedLevels),
        ),
      { onRequest: guard.requireMember },
    );

    route(
      app,
      members.saveProfile,
      { body: profileUpdateSchema, answers: { 200: profileUpdateResponseSchema } },
      async (request) => {
        const ip = normalizeIp(request.ip);
        const caller = callerOf(request);
        const { member, token } = await updateProfile(deps, caller.member, request.body, ip, caller.secondFactor);
        return token === undefined ? toUser(member) : { ...toUser(member), token };
      },
      { onRequest: guard.requireMember },
    );
  };
}
