/**
 * The risk flags through the console API on the demo seed, as the risk analyst (README's `risk`) and
 * the read-only viewer use them: the sweep raises exactly the seeded pairs' flags, once however often
 * or concurrently it runs; a flag is resolved once, with its note, and on the audit trail.
 */
import { and, eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RiskFlag, RiskFlagPage, RiskSweepResult } from '@site/contracts/api/admin-risk';
import {
  DEMO_ROOMMATES_PHONE,
  DEMO_TWINS_ACCOUNT_NUMBER,
  DEMO_TWINS_DEVICE_ID,
  DEMO_TWINS_IP,
} from '../../db/demo-linked-members';
import { operatorAuditLog } from '../../db/schema/operator-audit';
import { useDemoApp } from '../../test/demo-app';
import { authHeaders } from '../../test/members';

const demo = useDemoApp();
const token = { risk: '', viewer: '' };
beforeAll(async () => {
  token.risk = await demo.login('risk', 'risk1234');
  token.viewer = await demo.login('viewer', 'viewer1234');
});

const call = (as: string, method: HTTPMethods, url: string, payload?: object) =>
  demo.app.inject({ method, url, headers: authHeaders(as), ...(payload ? { payload } : {}) });

async function sweep(): Promise<RiskSweepResult> {
  const response = await call(token.risk, 'POST', '/api/admin/risk/sweep');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RiskSweepResult>();
}

async function flags(query = ''): Promise<RiskFlagPage> {
  const response = await call(token.viewer, 'GET', `/api/admin/risk/flags${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RiskFlagPage>();
}

const twinsDeviceFlag = async (): Promise<RiskFlag> => {
  const [flag] = (await flags('?kind=shared_device')).items;
  if (!flag) throw new Error('no shared_device flag');
  return flag;
};

describe('risk flags on the demo seed', () => {
  it('raises exactly the twins’ device, address and bank flags and the roommates’ phone flag, once', async () => {
    const first = await sweep();
    expect(first.total).toBe(4);
    expect(first.created).toMatchObject({ shared_device: 1, shared_ip: 1, shared_bank: 1, shared_phone: 1 });
    const listed = (await flags()).items.map((flag) => [
      flag.kind,
      flag.member.userId,
      flag.otherMember?.userId,
      flag.subject,
    ]);
    expect(listed.sort()).toEqual(
      [
        ['shared_bank', 'twinstar', 'twinmoon', DEMO_TWINS_ACCOUNT_NUMBER],
        ['shared_device', 'twinstar', 'twinmoon', DEMO_TWINS_DEVICE_ID],
        ['shared_ip', 'twinstar', 'twinmoon', DEMO_TWINS_IP],
        ['shared_phone', 'roomone', 'roomtwo', DEMO_ROOMMATES_PHONE],
      ].sort(),
    );
    // Again, and twice at once: nothing new.
    expect((await sweep()).total).toBe(0);
    const together = await Promise.all([sweep(), sweep()]);
    expect(together.map((result) => result.total)).toEqual([0, 0]);
    expect((await flags()).totalCount).toBe(4);
  });

  it('shows the twins’ logins from the shared browser as the evidence, with a Korean summary', async () => {
    const flag = await twinsDeviceFlag();
    expect(flag.member.nickName).toBe('쌍둥이별');
    expect(flag.evidence.summary).toBe('두 계정이 같은 기기(브라우저)에서 로그인했습니다.');
    expect(new Set(flag.evidence.items.map((item) => item.memberUserId))).toEqual(new Set(['twinstar', 'twinmoon']));
    expect(flag.evidence.items.every((item) => item.type === 'login')).toBe(true);
  });

  it('resolves a flag with the analyst’s note, on the audit trail, and lists it under resolved', async () => {
    const flag = await twinsDeviceFlag();
    const empty = await call(token.risk, 'POST', `/api/admin/risk/flags/${flag.id}/resolve`, { note: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('해결 메모를 입력해주세요.');
    const long = await call(token.risk, 'POST', `/api/admin/risk/flags/${flag.id}/resolve`, { note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('해결 메모는 500자 이하로 입력해주세요.');
    expect((await twinsDeviceFlag()).status).toBe('open');

    const refused = await call(token.viewer, 'POST', `/api/admin/risk/flags/${flag.id}/resolve`, { note: '확인' });
    expect(refused.statusCode).toBe(403);

    const note = '한 사람의 두 계정으로 확인, 둘째 계정 정지';
    const resolved = await call(token.risk, 'POST', `/api/admin/risk/flags/${flag.id}/resolve`, { note });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json<RiskFlag>()).toMatchObject({ status: 'resolved', resolution: { byUserId: 'risk', note } });

    expect((await flags()).items.map((item) => item.id)).not.toContain(flag.id);
    const [listed] = (await flags('?status=resolved')).items;
    expect(listed).toMatchObject({ id: flag.id, resolution: { note } });
    const audit = await demo.db
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.action, 'risk.flag.resolve'), eq(operatorAuditLog.targetId, String(flag.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: 'risk', targetKind: 'riskFlag', reason: note });

    const again = await call(token.risk, 'POST', `/api/admin/risk/flags/${flag.id}/resolve`, { note: '다시' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('이미 해결된 플래그입니다.');
  });

  it('lets one of two resolutions at once through and tells the other the flag is resolved', async () => {
    const [flag] = (await flags('?kind=shared_phone')).items;
    const url = `/api/admin/risk/flags/${flag?.id}/resolve`;
    const answers = await Promise.all([
      call(token.risk, 'POST', url, { note: '가족 확인' }),
      call(demo.adminToken, 'POST', url, { note: '같은 사람 아님' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const audit = await demo.db
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.action, 'risk.flag.resolve'), eq(operatorAuditLog.targetId, String(flag?.id))));
    expect(audit).toHaveLength(1);
  });

  it('refuses an unknown flag, an unknown kind and the sweep to the read-only viewer', async () => {
    expect(
      (await call(token.risk, 'POST', '/api/admin/risk/flags/987654321/resolve', { note: '확인' })).statusCode,
    ).toBe(404);
    const kind = await call(token.viewer, 'GET', '/api/admin/risk/flags?kind=nothing');
    expect(kind.statusCode).toBe(400);
    expect(kind.body).toContain('플래그 종류를 목록에서 골라주세요.');
    expect((await call(token.viewer, 'POST', '/api/admin/risk/sweep')).statusCode).toBe(403);
  });
});
