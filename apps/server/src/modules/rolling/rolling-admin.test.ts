import { describe, expect, it } from 'vitest';
import type {
  AdminSettlement,
  AdminSettlementPage,
  MemberRollingRates,
  RollingSettlement,
} from '@site/contracts/api/rolling';
import { balanceOf, useBetsApp } from '../betting/bets-test-kit';
import { allKinds, expectBalancesMatchLedger, playSports, settle, summaryOf, tree } from './rolling-test-kit';

const kit = useBetsApp();

const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  kit.asAdmin(method, url, payload);

async function requireApprovalAbove(amount: number | null) {
  const saved = await asAdmin('PUT', '/api/admin/rolling/settings', {
    minSettlement: 10_000,
    approvalAbove: amount,
    referralRates: { sports: 50, live: 50, mini: 30, virtual: 30, casino: 20, slot: 50 },
    partnerMasksMemberIds: false,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('settlements waiting for approval', () => {
  it('hold the credits until an operator approves once, then pay; a second approval is 409', async () => {
    await requireApprovalAbove(20_000);
    const { partner, player } = await tree(kit);
    // 0.70% of 3,000,000 + 2,000,000 (the level's largest stake is 3,000,000)
    await playSports(kit, player, 3_000_000, false);
    await playSports(kit, player, 2_000_000, true);
    const asked = (await settle(kit, partner)).json<RollingSettlement>();
    expect(asked).toMatchObject({ status: 'pending', amount: 35_000, creditCount: 2 });
    expect(await balanceOf(kit.db, partner.member.id)).toBe(0);
    expect(await summaryOf(kit, partner)).toMatchObject({ pendingSettlement: true, claimable: 0, beforeTotal: 35_000 });
    const second = await settle(kit, partner);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      message: '승인 대기 중인 정산 신청이 있습니다. 처리된 후 다시 신청해주세요.',
    });

    const queue = (await asAdmin('GET', '/api/admin/rolling/settlements?status=pending')).json<AdminSettlementPage>();
    expect(queue.pendingCount).toBeGreaterThanOrEqual(1);
    expect(queue.items.find((item) => item.id === asked.id)).toMatchObject({
      userId: partner.member.userId,
      memberType: 2,
    });
    const [one, two] = await Promise.all([
      asAdmin('POST', `/api/admin/rolling/settlements/${asked.id}/approve`),
      asAdmin('POST', `/api/admin/rolling/settlements/${asked.id}/approve`),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect(await balanceOf(kit.db, partner.member.id)).toBe(35_000);
    expect(await summaryOf(kit, partner)).toMatchObject({
      pendingSettlement: false,
      afterTotal: 35_000,
      beforeTotal: 0,
    });
    await expectBalancesMatchLedger(kit, [partner]);
    await requireApprovalAbove(null);
  });

  it('a refusal gives the credits back to the next request and pays nothing', async () => {
    await requireApprovalAbove(20_000);
    const { partner, player } = await tree(kit);
    await playSports(kit, player, 3_000_000, true);
    await playSports(kit, player, 2_000_000, false);
    const asked = (await settle(kit, partner)).json<RollingSettlement>();
    const empty = await asAdmin('POST', `/api/admin/rolling/settlements/${asked.id}/refuse`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('거절 사유를 입력해주세요.');
    const refused = await asAdmin('POST', `/api/admin/rolling/settlements/${asked.id}/refuse`, {
      reason: '중복 계정 확인 중',
    });
    expect(refused.json<AdminSettlement>()).toMatchObject({ status: 'refused', note: '중복 계정 확인 중' });
    expect(await balanceOf(kit.db, partner.member.id)).toBe(0);
    expect((await summaryOf(kit, partner)).claimable).toBe(35_000);
    await requireApprovalAbove(null);
    expect((await settle(kit, partner)).json<RollingSettlement>()).toMatchObject({ status: 'paid', amount: 35_000 });
  });
});

describe("a member's referral rates", () => {
  it("override the site's for that recommender, and go back with null", async () => {
    const { recommender, player } = await tree(kit);
    const url = `/api/admin/rolling/members/${recommender.member.userId}/rates`;
    expect((await asAdmin('GET', url)).json<MemberRollingRates>()).toMatchObject({
      custom: false,
      rates: { sports: 50 },
    });
    const tooHigh = await asAdmin('PUT', url, { rates: allKinds(1_001) });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.body).toContain('롤링 요율은 최대 10%입니다.');
    expect((await asAdmin('PUT', url, { rates: allKinds(200) })).json<MemberRollingRates>()).toMatchObject({
      custom: true,
    });
    await playSports(kit, player, 1_000_000, false);
    expect((await summaryOf(kit, recommender)).kinds[0]).toMatchObject({ kind: 'sports', before: 20_000, rateBp: 200 });
    expect((await asAdmin('PUT', url, { rates: null })).json<MemberRollingRates>()).toMatchObject({ custom: false });
  });

  it('refuses a partner (their rates live in the tree) and an unknown id', async () => {
    const { partner } = await tree(kit);
    const forPartner = await asAdmin('GET', `/api/admin/rolling/members/${partner.member.userId}/rates`);
    expect(forPartner.statusCode).toBe(400);
    expect(forPartner.json()).toMatchObject({ message: '파트너의 요율은 파트너 관리에서 바꿉니다.' });
    expect((await asAdmin('GET', '/api/admin/rolling/members/nobody-here/rates')).statusCode).toBe(404);
  });

  it('are an operator matter: a member gets 403', async () => {
    const { player } = await tree(kit);
    const response = await kit.app.inject({
      method: 'GET',
      url: '/api/admin/rolling/settings',
      headers: player.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});
