import { seoulMinuteOfDay } from '@site/contracts/clock';
/**
 * Test support for the cashier: members with a registered bank account, the settings reset before
 * each test, calls of the member's and the operator's cashier API, and the checks every test ends
 * with (balances equal their ledger; a refusal changed nothing).
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import type { AdminCashRequest } from '@site/contracts/api/admin-cashier';
import { cashierErrors, type CashRequest } from '@site/contracts/api/cashier';
import { GAME_TYPE_SPORTS, SETTLEMENT_LOST } from '@site/contracts/api/bets';
import { bets } from '../../db/schema/bets';
import { cashRequests, memberBankAccounts, type CashierSettingsRow } from '../../db/schema/cashier';
import { members } from '../../db/schema/members';
import { walletLedger } from '../../db/schema/wallet';
import { hashPassword } from '../auth/passwords';
import { balanceOf, BetsTestApp, bettor, ledgerSum, type Bettor } from '../betting/bets-test-kit';
import { loadCashierSettings, updateCashierSettings, type CashierSettingsPatch } from './settings-repo';
import { TetherPayoutRejected, type TetherGateway } from './tether-gateway-port';
import { approveIdentity } from '../verification/verification-test-kit';

export const WITHDRAWAL_PASSWORD = '4321';
let withdrawalPasswordHash: Promise<string> | undefined;

/** How the fake gateway treats the next payout call: as a real one would on a bad day. */
type PayoutTrouble =
  { kind: 'hold'; reached: () => void; released: Promise<void> } | { kind: 'lose-answer' } | { kind: 'reject' };

/**
 * A gateway that pays every payout once per reference, as the real one promises; a test can make its
 * next call wait until released (a slow gateway), pay but lose the answer (a timeout after paying),
 * or refuse to pay.
 */
export class FakeTetherGateway implements TetherGateway {
  readonly payouts = new Map<string, { address: string; usdtMicro: number; txHash: string }>();
  /** every payout call, answered or not */
  calls = 0;
  private trouble: PayoutTrouble | undefined;

  createInvoice(): never {
    throw new Error('the won cashier tests make no invoices');
  }

  /** The next payout waits for release(); `reached` resolves once it has been called. */
  holdNextPayout(): { reached: Promise<void>; release: () => void } {
    let release = () => {};
    let reached = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const called = new Promise<void>((resolve) => (reached = resolve));
    this.trouble = { kind: 'hold', reached, released };
    return { reached: called, release };
  }

  loseNextAnswer(): void {
    this.trouble = { kind: 'lose-answer' };
  }

  rejectNextPayout(): void {
    this.trouble = { kind: 'reject' };
  }

  async sendPayout(request: { reference: string; address: string; usdtMicro: number }): Promise<{ txHash: string }> {
    this.calls += 1;
    const trouble = this.trouble;
    this.trouble = undefined;
    if (trouble?.kind === 'reject') throw new TetherPayoutRejected('address blocked');
    if (trouble?.kind === 'hold') {
      trouble.reached();
      await trouble.released;
    }
    const made = this.payouts.get(request.reference);
    const txHash = made?.txHash ?? `tx${this.payouts.size + 1}`.padEnd(64, '0');
    if (!made) this.payouts.set(request.reference, { ...request, txHash });
    if (trouble?.kind === 'lose-answer') throw new Error('connection reset after the payout was made');
    return { txHash };
  }
}

export type CashierKit = BetsTestApp & { gateway: FakeTetherGateway };

/** The bets kit's app (PostgreSQL, fake clock) with a fake tether gateway and settings reset per test. */
export function useCashierApp(): CashierKit {
  // As useBetsApp, with the fake gateway handed to the app.
  vi.setConfig({ testTimeout: 60_000 });
  const kit = Object.assign(new BetsTestApp(), { gateway: new FakeTetherGateway() });
  let baseline: CashierSettingsRow | undefined;
  beforeAll(async () => {
    await kit.start({}, { clock: kit.clock, bus: kit.bus, tetherGateway: kit.gateway });
    baseline = await loadCashierSettings(kit.db);
  }, 180_000);
  afterAll(() => kit.close());
  beforeEach(async () => {
    if (!baseline) return;
    const { id: _id, updatedAt: _updatedAt, ...values } = baseline;
    // Tests assume an always-open cashier unless they set the hours.
    await updateCashierSettings(
      kit.db,
      { ...values, closedFromMinute: null, closedUntilMinute: null },
      kit.clock.now(),
    );
  });
  afterEach(async () => {
    // Every member's balance is the sum of their ledger, whatever the test did.
    const rows = await kit.db.select({ id: members.id, emoney: members.emoney }).from(members);
    for (const row of rows) expect(row.emoney, `member ${row.id}`).toBe(await ledgerSum(kit.db, row.id));
  });
  return kit;
}

export function setSettings(kit: BetsTestApp, patch: CashierSettingsPatch): Promise<CashierSettingsRow> {
  return updateCashierSettings(kit.db, patch, kit.clock.now());
}

/** Closes the cashier from a minute ago for half an hour (wrapping past midnight late in the day); answers its refusal. */
export async function closeCashierNow(kit: BetsTestApp): Promise<string> {
  const minute = seoulMinuteOfDay(kit.clock.now());
  const from = (minute + 1439) % 1440;
  const until = (minute + 30) % 1440;
  await setSettings(kit, { closedFromMinute: from, closedUntilMinute: until });
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return cashierErrors.closed(hhmm(from), hhmm(until));
}

/**
 * A logged-in member with money (through the ledger), an approved identity and, unless told not to, a
 * bank account.
 */
export async function cashMember(kit: BetsTestApp, emoney = 0, withAccount = true): Promise<Bettor> {
  const who = await bettor(kit, emoney);
  if (withAccount) await giveBankAccount(kit, who.member.id);
  else await approveIdentity(kit.db, who.member.id, kit.clock.now());
  return who;
}

/**
 * Registers the withdrawal account (password WITHDRAWAL_PASSWORD) of an account, as sign-up does, and
 * approves its identity (docs/decisions/064), so that it can withdraw; `verified: false` leaves it unverified.
 */
export async function giveBankAccount(
  kit: BetsTestApp,
  memberId: number,
  { verified = true }: { verified?: boolean } = {},
): Promise<void> {
  withdrawalPasswordHash ??= hashPassword(WITHDRAWAL_PASSWORD);
  const now = kit.clock.now();
  if (verified) await approveIdentity(kit.db, memberId, now);
  await kit.db.insert(memberBankAccounts).values({
    memberId,
    bankCode: '088',
    accountNumber: '110123456789',
    holderName: '홍길동',
    withdrawalPasswordHash: await withdrawalPasswordHash,
    createdAt: now,
    updatedAt: now,
  });
}

export function post(
  kit: BetsTestApp,
  who: Bettor,
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return kit.app.inject({ method: 'POST', url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
}

export const depositBody = (amount: number, extra: Record<string, unknown> = {}) => ({
  amount,
  depositorName: '홍길동',
  bonusKind: 'none',
  idempotencyKey: randomUUID(),
  ...extra,
});

export const withdrawalBody = (amount: number, extra: Record<string, unknown> = {}) => ({
  amount,
  withdrawalPassword: WITHDRAWAL_PASSWORD,
  idempotencyKey: randomUUID(),
  ...extra,
});

/** A request the member makes that must be accepted (201). */
export async function requestOk(
  kit: BetsTestApp,
  who: Bettor,
  url: string,
  payload: Record<string, unknown>,
): Promise<CashRequest> {
  const response = await post(kit, who, url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CashRequest>();
}

export const depositOk = (kit: BetsTestApp, who: Bettor, amount: number, extra: Record<string, unknown> = {}) =>
  requestOk(kit, who, '/cashier/deposits', depositBody(amount, extra));

export const withdrawOk = (kit: BetsTestApp, who: Bettor, amount: number) =>
  requestOk(kit, who, '/cashier/withdrawals', withdrawalBody(amount));

/** A valid TRC-20 address (base58check), the USDT contract's own. */
export const TETHER_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

export const tetherWithdrawOk = (kit: BetsTestApp, who: Bettor, amount: number) =>
  requestOk(kit, who, '/cashier/tether-withdrawals', withdrawalBody(amount, { address: TETHER_ADDRESS }));

export function decide(kit: BetsTestApp, id: number, decision: 'approve' | 'refuse', reason = '입금 확인 불가') {
  return kit.asAdmin(
    'POST',
    `/api/admin/cashier/requests/${id}/${decision}`,
    decision === 'refuse' ? { reason } : undefined,
  );
}

export async function approveOk(kit: BetsTestApp, id: number): Promise<AdminCashRequest> {
  const response = await decide(kit, id, 'approve');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminCashRequest>();
}

/** What a refusal must leave as it was: the balances, the ledger rows and the requests of the member. */
export async function snapshot(kit: BetsTestApp, memberId: number) {
  const [member] = await kit.db
    .select({ emoney: members.emoney, point: members.point })
    .from(members)
    .where(eq(members.id, memberId));
  const [ledger] = await kit.db.select({ n: count() }).from(walletLedger).where(eq(walletLedger.memberId, memberId));
  const requests = await kit.db.select().from(cashRequests).where(eq(cashRequests.memberId, memberId));
  return { member, ledger: ledger?.n, requests };
}

/** The call is refused with this status and Korean text, and changes nothing of the member's. */
export async function expectRefused(
  kit: BetsTestApp,
  who: Bettor,
  call: () => Promise<LightMyRequestResponse>,
  status: number,
  message: string,
): Promise<void> {
  const before = await snapshot(kit, who.member.id);
  const response = await call();
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json<{ message: string }>().message).toBe(message);
  expect(await snapshot(kit, who.member.id)).toEqual(before);
}

/** A settled sports bet written straight into the table: all rolling needs of a bet. */
export async function settledBet(kit: BetsTestApp, who: Bettor, stake: number, gameType = GAME_TYPE_SPORTS) {
  const now = kit.clock.now();
  await kit.db.insert(bets).values({
    memberId: who.member.id,
    idempotencyKey: randomUUID(),
    gameType,
    stake,
    totalOddsX100: 200,
    potentialPayout: stake * 2,
    maxPayout: stake * 100,
    status: SETTLEMENT_LOST,
    payout: 0,
    createdAt: now,
    settledAt: now,
  });
}

export async function requestsOf(kit: BetsTestApp, who: Bettor, kind: 'deposit' | 'withdrawal') {
  return kit.db
    .select()
    .from(cashRequests)
    .where(and(eq(cashRequests.memberId, who.member.id), eq(cashRequests.kind, kind)));
}

export { balanceOf, ledgerSum };
