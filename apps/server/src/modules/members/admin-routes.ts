import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMemberListSchema, adminMemberSchema, adminMemberUpdateSchema } from '@site/contracts/api/admin';
import { okSchema } from '@site/contracts/api/member';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { userIdParamsSchema } from '../../http/params';
import { hasActiveSession } from '../auth/repo';
import { listMembersWithPresence } from './repo';
import { logoutMemberByOperator, toAdminMember, updateMemberByOperator } from './service';

export interface MemberAdminRoutesDeps {
  db: Database;
  clock: Clock;
}

/** Operator API (under /api/admin): members' flags and sessions. */
export function memberAdminRoutes({ db, clock }: MemberAdminRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/members', { schema: { response: { 200: adminMemberListSchema } } }, async () => {
      const members = await listMembersWithPresence(db);
      return members.map(toAdminMember);
    });

    app.put(
      '/members/:userId',
      { schema: { params: userIdParamsSchema, body: adminMemberUpdateSchema, response: { 200: adminMemberSchema } } },
      async (request) => {
        const member = await updateMemberByOperator(db, clock, request.params.userId, request.body);
        return toAdminMember({ ...member, online: await hasActiveSession(db, member.id) });
      },
    );

    app.post(
      '/members/:userId/logout',
      { schema: { params: userIdParamsSchema, response: { 200: okSchema } } },
      async (request) => {
        await logoutMemberByOperator(db, clock, request.params.userId);
        return { ok: true as const };
      },
    );
  };
}
