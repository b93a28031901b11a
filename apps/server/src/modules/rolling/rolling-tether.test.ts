import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountSecurityErrors } from '@site/contracts/api/account-activity';
import type { RollingSettlement } from '@site/contracts/api/rolling';
import { cashRequests } from '../../db/schema/cashier';
import { codeAt, enrolTestMember } from '../../test/second-factor';
import { balanceOf, bettor } from '../betting/bets-test-kit';
import { cashMember, useCashierApp, WITHDRAWAL_PASSWORD } from '../cashier/cashier-test-kit';
import { placeUnder, playSports, settle } from './rolling-test-kit';

const kit = useCashierApp();
const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('a settlement paid in tether', () => {
  it('pays into the balance and opens a tether withdrawal of it, down to the withdrawal unit', async () => {
    const recommender = await cashMember(kit);
    const player = await bettor(kit, 5_000_000);
    await placeUnder(kit, player.member.id, null, recommender.member.userId);
    await playSports(kit, player, 3_000_000, false);

    const wrong = await settle(kit, recommender, { payout: 'tether', address: ADDRESS, withdrawalPassword: '0000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: '출금 비밀번호가 일치하지 않습니다. (4회 더 틀리면 잠깁니다)' });
    expect(await balanceOf(kit.db, recommender.member.id)).toBe(0);

    const paid = await settle(kit, recommender, {
      payout: 'tether',
      address: ADDRESS,
      withdrawalPassword: WITHDRAWAL_PASSWORD,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const settlement = paid.json<RollingSettlement>();
    // 0.50% of 3,000,000 = 15,000: 10,000 leaves as tether, 5,000 stays in the balance
    expect(settlement).toMatchObject({
      status: 'paid',
      amount: 15_000,
      payout: 'tether',
      tetherAddress: ADDRESS,
      note: null,
    });
    const [withdrawal] = await kit.db
      .select()
      .from(cashRequests)
      .where(eq(cashRequests.id, settlement.cashRequestId ?? 0));
    expect(withdrawal).toMatchObject({ kind: 'withdrawal', channel: 'tether', amount: 10_000, status: 'pending' });
    expect(await balanceOf(kit.db, recommender.member.id)).toBe(5_000);
    const listed = await kit.app.inject({
      method: 'GET',
      url: '/api/calculate/settlements?payout=tether',
      headers: recommender.headers,
    });
    expect(listed.json()).toMatchObject({ totalCount: 1, items: [{ id: settlement.id }] });
  });
});

describe('a tether settlement by a member with two-factor sign-in', () => {
  it('needs a current code after the withdrawal password, and pays nothing without it', async () => {
    const recommender = await cashMember(kit);
    const secret = await enrolTestMember(kit.db, recommender.member.id, kit.clock.now());
    const player = await bettor(kit, 5_000_000);
    await placeUnder(kit, player.member.id, null, recommender.member.userId);
    await playSports(kit, player, 3_000_000, false);
    const ask = { payout: 'tether', address: ADDRESS, withdrawalPassword: WITHDRAWAL_PASSWORD };

    const missing = await settle(kit, recommender, ask);
    expect([missing.statusCode, missing.json()]).toEqual([400, { message: accountSecurityErrors.otpRequired }]);
    const code = codeAt(secret, kit.clock.now());
    const wrong = await settle(kit, recommender, { ...ask, otp: code === '000000' ? '111111' : '000000' });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { message: accountSecurityErrors.wrongOtp }]);
    expect(await balanceOf(kit.db, recommender.member.id)).toBe(0);

    const paid = await settle(kit, recommender, { ...ask, otp: code });
    expect(paid.statusCode, paid.body).toBe(200);
    // The payout's withdrawal is opened with the code the settlement already used.
    expect(paid.json<RollingSettlement>()).toMatchObject({
      status: 'paid',
      note: null,
      cashRequestId: expect.any(Number),
    });
    expect(await balanceOf(kit.db, recommender.member.id)).toBe(5_000);
  });
});
