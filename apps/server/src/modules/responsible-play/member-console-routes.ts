import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLowerLimitSchema,
  adminResponsiblePlaySchema,
  limitValueText,
} from '@site/contracts/api/admin-responsible-play';
import { userIdParamsSchema } from '@site/contracts/api/params';
import { memberPlayAdminEndpoints } from '@site/contracts/endpoints/member-play-admin';
import { playLimitLabels, type PlayLimitKind } from '@site/contracts/responsible-play';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import { findMemberByUserId, memberNotFound } from '../auth/member-lookup';
import { insertMessage } from '../messages/repo';
import { notifyMember } from '../notifications/service';
import { lockedLimitsAuditView, lowerLimitByOperator, responsiblePlayView } from './operator-view';

/** The 쪽지 a member gets when an operator lowers one of their limits (the operator's reason stays in the console). */
export const loweredLimitMessage = (kind: PlayLimitKind, value: number) => ({
  title: '이용 한도가 변경되었습니다',
  contents: `운영자가 회원님의 이용 한도를 낮췄습니다: ${playLimitLabels[kind]} ${limitValueText(kind, value)}. 지금부터 적용됩니다. 문의 사항은 고객센터로 연락해주세요.`,
});

async function memberOf(db: Database, userId: string) {
  const member = await findMemberByUserId(db, userId);
  if (!member) throw new AppError(404, memberNotFound);
  return member;
}

/**
 * Operator API (under /api/admin): a member's responsible play as the console shows it, and lowering a
 * limit (docs/decisions/067). There is no call to raise or remove a limit or to end a break.
 */
export function memberPlayAdminRoutes(deps: RouteContext): FastifyPluginAsyncZod {
  const { db, clock, bus } = deps;
  return async (app) => {
    const admin = memberPlayAdminEndpoints;
    route(
      app,
      admin.responsiblePlay,
      { params: userIdParamsSchema, answers: { 200: adminResponsiblePlaySchema } },
      async (request) => responsiblePlayView(db, await memberOf(db, request.params.userId), clock.now()),
    );

    route(
      app,
      admin.lowerLimit,
      { params: userIdParamsSchema, body: adminLowerLimitSchema, answers: { 200: adminResponsiblePlaySchema } },
      async (request) => {
        const member = await memberOf(db, request.params.userId);
        const { kind, value, reason } = request.body;
        const now = clock.now();
        await audited(
          db,
          request,
          {
            action: 'member.playLimit.lower',
            target: { kind: 'member', id: member.userId },
            reason,
            read: (tx) => lockedLimitsAuditView(tx, member.id, now),
          },
          async (tx) => {
            await lowerLimitByOperator(tx, member.id, { kind, value }, now);
            const message = loweredLimitMessage(kind, value);
            const messageId = await insertMessage(tx, { memberId: member.id, ...message, createdAt: now });
            await notifyMember(tx, { clock, bus }, member.id, { kind: 'message', messageId, title: message.title });
          },
        );
        return responsiblePlayView(db, member, clock.now());
      },
    );
  };
}
