import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMemberListSchema, adminMemberSchema, adminMemberUpdateSchema } from '@site/contracts/api/admin';
import { okSchema } from '@site/contracts/api/member';
import { userIdParamsSchema } from '@site/contracts/api/params';
import { hasActiveSession } from '../auth/repo';
import { listMembersWithPresence } from './repo';
import { logoutMemberByOperator, toAdminMember, updateMemberByOperator, type OperatorDeps } from './service';

export type MemberAdminRoutesDeps = OperatorDeps;

/** Operator API (under /api/admin): members' flags and sessions. */
export function memberAdminRoutes(deps: MemberAdminRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/members', { schema: { response: { 200: adminMemberListSchema } } }, async () => {
      const members = await listMembersWithPresence(deps.db);
      return members.map(toAdminMember);
    });

    app.put(
      '/members/:userId',
      { schema: { params: userIdParamsSchema, body: adminMemberUpdateSchema, response: { 200: adminMemberSchema } } },
      async (request) => {
        const member = await updateMemberByOperator(deps, request.params.userId, request.body);
        return toAdminMember({ ...member, online: await hasActiveSession(deps.db, member.id) });
      },
    );

    app.post(
      '/members/:userId/logout',
      { schema: { params: userIdParamsSchema, response: { 200: okSchema } } },
      async (request) => {
        await logoutMemberByOperator(deps, request.params.userId);
        return { ok: true as const };
      },
    );
  };
}
