import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMemberListSchema, adminMemberSchema, adminMemberUpdateSchema } from '@site/contracts/api/admin';
import { okSchema } from '@site/contracts/api/member';
import { userIdParamsSchema } from '@site/contracts/api/params';
import { memberAdminEndpoints } from '@site/contracts/endpoints/members-admin';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import { hasActiveSession } from '../auth/repo';
import { memberAuditView } from './audit-view';
import { listMembersWithPresence } from './repo';
import { logoutMemberByOperator, toAdminMember, updateMemberByOperator } from './service';

/** Operator API (under /api/admin): members' flags and sessions. */
export function memberAdminRoutes(deps: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = memberAdminEndpoints;
    route(app, admin.members, { answers: { 200: adminMemberListSchema } }, async () => {
      const members = await listMembersWithPresence(deps.db);
      return members.map(toAdminMember);
    });

    route(
      app,
      admin.update,
      { params: userIdParamsSchema, body: adminMemberUpdateSchema, answers: { 200: adminMemberSchema } },
      async (request) => {
        const member = await audited(
          deps.db,
          request,
          {
            action: 'member.update',
            target: { kind: 'member', id: request.params.userId },
            read: (tx) => memberAuditView(tx, request.params.userId),
          },
          (tx) => updateMemberByOperator({ ...deps, db: tx }, request.params.userId, request.body),
        );
        return toAdminMember({ ...member, online: await hasActiveSession(deps.db, member.id) });
      },
    );

    route(app, admin.logout, { params: userIdParamsSchema, answers: { 200: okSchema } }, async (request) => {
      await audited(
        deps.db,
        request,
        { action: 'member.logout', target: { kind: 'member', id: request.params.userId } },
        (tx) => logoutMemberByOperator({ ...deps, db: tx }, request.params.userId),
      );
      return { ok: true as const };
    });
  };
}
