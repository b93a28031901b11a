import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashierErrors, type CashRequest } from '@site/contracts/api/cashier';
import { walletLedger } from '../../db/schema/wallet';
import { playSports, settle, tree } from '../rolling/rolling-test-kit';
import {
  approveOk,
  balanceOf,
  expectRefused,
  giveBankAccount,
  post,
  requestsOf,
  useCashierApp,
  withdrawalBody,
} from './cashier-test-kit';

const kit = useCashierApp();

/**
 * A partner (type 2) is paid its rolling into its balance; it withdraws that balance in won through
 * the members' own cashier, under the same rules (docs/decisions/044).
 */
describe('a partner withdraws its rolling in won', () => {
  it('is accepted once for a key sent twice at once, booked as one ledger movement, and paid on approval', async () => {
    const { partner, player } = await tree(kit);
    await giveBankAccount(kit, partner.member.id);
    // 0.70% of a lost 3,000,000 stake, settled into the partner's balance
    await playSports(kit, player, 3_000_000, false);
    expect((await settle(kit, partner)).statusCode).toBe(200);
    expect(await balanceOf(kit.db, partner.member.id)).toBe(21_000);

    // the cashier's rules apply to a partner as to a member: no more than the balance
    await expectRefused(
      kit,
      partner,
      () => post(kit, partner, '/cashier/withdrawals', withdrawalBody(30_000)),
      400,
      cashierErrors.insufficientBalance,
    );

    const body = withdrawalBody(20_000);
    const answers = await Promise.all([1, 2].map(() => post(kit, partner, '/cashier/withdrawals', body)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    const [first, second] = answers.map((answer) => answer.json<CashRequest>());
    expect(second?.id).toBe(first?.id);

    const requests = await requestsOf(kit, partner, 'withdrawal');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ amount: 20_000, status: 'pending' });
    const booked = await kit.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.memberId, partner.member.id), eq(walletLedger.reason, 'withdrawal')));
    expect(booked.map((row) => row.amount)).toEqual([-20_000]);
    expect(await balanceOf(kit.db, partner.member.id)).toBe(1_000);

    const approved = await approveOk(kit, requests[0]?.id ?? 0);
    expect(approved.status).toBe('approved');
    expect(await balanceOf(kit.db, partner.member.id)).toBe(1_000);
  });
});
