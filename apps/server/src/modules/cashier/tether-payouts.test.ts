import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminCashRequest } from '@site/contracts/api/admin-cashier';
import { cashierErrors } from '@site/contracts/api/cashier';
import { cashRequests } from '../../db/schema/cashier';
import { members } from '../../db/schema/members';
import { messages } from '../../db/schema/messages';
import { walletLedger } from '../../db/schema/wallet';
import { notificationsOf } from '../betting/bets-test-kit';
import {
  approveOk,
  balanceOf,
  cashMember,
  decide,
  depositOk,
  ledgerSum,
  TETHER_ADDRESS,
  tetherWithdrawOk,
  useCashierApp,
  withdrawOk,
} from './cashier-test-kit';
import { cashierServerErrors } from './errors';
import { TetherGatewayTimeout, timeLimitedGateway, type TetherGateway } from './tether-gateway-port';
import { PAYOUT_RETRY_AFTER_MS } from './tether-payouts';

const kit = useCashierApp();

async function rowOf(id: number) {
  const [row] = await kit.db.select().from(cashRequests).where(eq(cashRequests.id, id));
  if (!row) throw new Error(`no cash request ${id}`);
  return row;
}

/** Connections of this database sitting inside an open transaction (holding whatever it locked). */
async function openTransactions(): Promise<number> {
  const result = (await kit.db.execute(
    sql`select count(*)::int as open from pg_stat_activity
        where datname = current_database() and state like 'idle in transaction%'`,
  )) as unknown as { rows: { open: number }[] };
  return result.rows[0]?.open ?? -1;
}

/** The sweep's turn: past the retry wait, one tick of the tether worker. */
async function sweepLater(): Promise<void> {
  kit.clock.advance(PAYOUT_RETRY_AFTER_MS + 1_000);
  await kit.workers.tether.runOnce();
  await kit.loginAdmin();
}

describe('tether payouts', () => {
  it('a gateway that hangs holds no transaction: the member’s money moves meanwhile, the payout is booked after', async () => {
    const who = await cashMember(kit, 300_000);
    const request = await tetherWithdrawOk(kit, who, 100_000);
    const deposit = await depositOk(kit, who, 50_000);
    const callsBefore = kit.gateway.calls;
    const held = kit.gateway.holdNextPayout();
    const approving = decide(kit, request.id, 'approve');
    await held.reached;

    // The approval's decision is committed; nothing waits inside a transaction for the gateway.
    expect(await openTransactions()).toBe(0);
    expect(await rowOf(request.id)).toMatchObject({ status: 'pending', payoutState: 'sent' });
    // Another money call on the same member goes through, and the member can still withdraw.
    await approveOk(kit, deposit.id);
    await withdrawOk(kit, who, 10_000);
    expect(await balanceOf(kit.db, who.member.id)).toBe(300_000 - 100_000 + 50_000 - 10_000);
    // The operators cannot refuse (refund) a payout the gateway may be making, nor approve it twice.
    for (const decision of ['refuse', 'approve'] as const) {
      const answer = await decide(kit, request.id, decision);
      expect(answer.statusCode).toBe(409);
      expect(answer.json<{ message: string }>().message).toBe(cashierServerErrors.payoutInFlight);
    }

    held.release();
    const approved = await approving;
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<AdminCashRequest>()).toMatchObject({
      status: 'approved',
      payoutState: 'confirmed',
      txHash: kit.gateway.payouts.get(`cash:${request.id}`)?.txHash,
    });
    expect(kit.gateway.calls - callsBefore).toBe(1);
    expect(await balanceOf(kit.db, who.member.id)).toBe(240_000);
  });

  it('a crash between the approval’s commit and the gateway call is paid by the sweep, once', async () => {
    const who = await cashMember(kit, 200_000);
    const request = await tetherWithdrawOk(kit, who, 100_000);
    const [admin] = await kit.db.select({ id: members.id }).from(members).where(eq(members.userId, 'admin'));
    // What the approval's transaction commits; the process dies before it calls the gateway.
    await kit.db
      .update(cashRequests)
      .set({ payoutState: 'requested', payoutAt: kit.clock.now(), decidedBy: admin?.id ?? null })
      .where(eq(cashRequests.id, request.id));

    // Within the retry wait nothing is asked: a live approval may still be calling.
    await kit.workers.tether.runOnce();
    expect(kit.gateway.payouts.has(`cash:${request.id}`)).toBe(false);

    const callsBefore = kit.gateway.calls;
    await sweepLater();
    const paid = await rowOf(request.id);
    expect(paid).toMatchObject({ status: 'approved', payoutState: 'confirmed' });
    expect(paid.txHash).toBe(kit.gateway.payouts.get(`cash:${request.id}`)?.txHash);
    await sweepLater();
    expect(kit.gateway.calls - callsBefore).toBe(1);
    expect(await balanceOf(kit.db, who.member.id)).toBe(100_000);
  });

  it('a payout made but unanswered stays sent, and asking again books the same payout, once', async () => {
    const who = await cashMember(kit, 200_000);
    const request = await tetherWithdrawOk(kit, who, 100_000);
    kit.gateway.loseNextAnswer();
    const approved = await decide(kit, request.id, 'approve');
    // The operator's decision stands; the request waits for the gateway's answer.
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<AdminCashRequest>()).toMatchObject({ status: 'pending', payoutState: 'sent', txHash: null });
    const made = kit.gateway.payouts.get(`cash:${request.id}`);
    // Not told of a payout before the gateway has confirmed it.
    expect(await notificationsOf(kit, who)).toEqual([]);

    await sweepLater();
    expect(await rowOf(request.id)).toMatchObject({
      status: 'approved',
      payoutState: 'confirmed',
      txHash: made?.txHash,
    });
    expect([...kit.gateway.payouts.keys()].filter((key) => key === `cash:${request.id}`)).toHaveLength(1);
    expect(await notificationsOf(kit, who)).toEqual([
      { kind: 'withdrawal', outcome: 'paid', requestId: request.id, amount: 100_000, tether: true },
    ]);
    expect(await balanceOf(kit.db, who.member.id)).toBe(100_000);
    const refunds = await kit.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.memberId, who.member.id), eq(walletLedger.reason, 'tether_withdrawal_refund')));
    expect(refunds).toHaveLength(0);
  });

  it('a payout the gateway refuses gives the held amount back, as a refusal does, with a message', async () => {
    const who = await cashMember(kit, 200_000);
    const request = await tetherWithdrawOk(kit, who, 100_000);
    kit.gateway.rejectNextPayout();
    const answer = await decide(kit, request.id, 'approve');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<AdminCashRequest>()).toMatchObject({
      status: 'refused',
      payoutState: 'failed',
      refusalReason: cashierServerErrors.payoutRejected,
    });
    expect(await balanceOf(kit.db, who.member.id)).toBe(200_000);
    expect(await ledgerSum(kit.db, who.member.id)).toBe(200_000);
    const inbox = await kit.db.select().from(messages).where(eq(messages.memberId, who.member.id));
    expect(inbox.map((message) => message.contents).join('\n')).toContain(cashierServerErrors.payoutRejected);
    expect((await notificationsOf(kit, who)).map((event) => event.kind === 'message' || event)).toEqual([
      true,
      { kind: 'withdrawal', outcome: 'refused', requestId: request.id, amount: 100_000, tether: true },
    ]);
    // Nothing is left to pay or refuse again.
    await sweepLater();
    expect(await balanceOf(kit.db, who.member.id)).toBe(200_000);
    expect((await decide(kit, request.id, 'refuse')).json<{ message: string }>().message).toBe(
      cashierErrors.alreadyDecided,
    );
  });

  it('an invoice the gateway does not make answers that it is unreachable and leaves nothing open', async () => {
    // The kit's gateway makes no invoices: it throws, as a timed-out call does.
    const who = await cashMember(kit, 0);
    const response = await kit.app.inject({
      method: 'GET',
      url: '/api/charge/tetherDepositUrl?amount=100000',
      headers: who.headers,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json<{ message: string }>().message).toBe(cashierServerErrors.gatewayUnavailable);
    const rows = await kit.db.select().from(cashRequests).where(eq(cashRequests.memberId, who.member.id));
    expect(rows.map((row) => row.status)).toEqual(['cancelled']);
  });

  it('gives up on a gateway call that does not answer in time', async () => {
    const silent: TetherGateway = {
      createInvoice: () => new Promise(() => {}),
      sendPayout: () => new Promise(() => {}),
    };
    const limited = timeLimitedGateway(silent, 20);
    await expect(
      limited.sendPayout({ reference: 'cash:1', address: TETHER_ADDRESS, usdtMicro: 1 }),
    ).rejects.toBeInstanceOf(TetherGatewayTimeout);
    await expect(
      limited.createInvoice({ reference: 'cash:1', usdtMicro: 1, expiresAt: kit.clock.now() }),
    ).rejects.toBeInstanceOf(TetherGatewayTimeout);
  });
});
