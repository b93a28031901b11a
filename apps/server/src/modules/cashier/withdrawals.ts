import { DAY_MS, seoulDayStart } from '@site/contracts/clock';
import {
  cashierErrors,
  tetherPayoutMicro,
  type CashRequest,
  type TetherInfo,
  type WithdrawalInfo,
} from '@site/contracts/api/cashier';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { CashierSettingsRow, CashRequestRow } from '../../db/schema/cashier';
import type { EventBus } from '../../events/bus';
import { AppError } from '../../http/app-error';
import { claimKey, isRetry, keyReusedError } from '../ledger/idempotency';
import { changeBalance, publishBalance, type BalanceChange } from '../ledger/service';
import { assertAmountRules } from './amount-rules';
import { toCashRequest } from './cash-view';
import type { CashierDeps } from './deposits';
import { cashReference } from './errors';
import { assertCashierOpen, cashierOpen, closedHours } from './hours';
import { findBankAccount } from '../members/bank-account-repo';
import { toBankAccountView } from '../members/bank-account-service';
import { cashClaim, requestMadeBy } from './idempotency';
import { CASH_IDEMPOTENCY, CASH_ONE_PENDING, findPendingRequest, insertCashRequest, withdrawalTotals } from './repo';
import { rollingStatus } from './rolling';
import { loadCashierSettings } from './settings-repo';
import { assertCashierAllowed, tetherUnderMaintenance } from './site-switches';
import { verifyWithdrawalPassword } from '../members/withdrawal-password';
import { assertIdentityVerified } from '../verification/service';
import {
  assertWithdrawalSecondFactor,
  forgetWithdrawalCodeChecks,
  takeWithdrawalCodeCheck,
} from './withdrawal-second-factor';

export interface WithdrawalDeps extends CashierDeps {
  bus: EventBus;
}

/** One withdrawal as either form asks for it: won to the bank account, or tether to a TRC-20 address. */
export interface WithdrawalAsk {
  amount: number;
  withdrawalPassword: string;
  /** an enrolled member's current TOTP code or a recovery code */
  otp?: string | undefined;
  idempotencyKey: string;
  /** tether only */
  address?: string;
}

/** How the server itself may ask: a rolling settlement approved by an operator checked the password when the member asked. */
export interface WithdrawalOptions {
  passwordCheckedEarlier?: boolean;
  /** a rolling settlement's payout: its second factor was checked when the member asked for it */
  secondFactorCheckedEarlier?: boolean;
  /** where the member asked from, for the security event of a recovery code used */
  ip?: string | null;
}

type Channel = CashRequestRow['channel'];

export const withdrawalRules = (settings: CashierSettingsRow) => ({
  unit: settings.withdrawalUnit,
  min: settings.withdrawalMin,
  max: settings.withdrawalMax,
  dailyCount: settings.withdrawalDailyCount,
  dailyAmount: settings.withdrawalDailyAmount,
});

const todayTotals = (db: Database, memberId: number, now: Date) => {
  const from = seoulDayStart(now);
  return withdrawalTotals(db, memberId, from, new Date(from.getTime() + DAY_MS));
};

/**
 * A withdrawal, won or tether: every check, then the request and the amount leaving the balance in
 * one transaction that holds the member's row, so bets placed at the same moment and this
 * withdrawal queue up and together never spend more than the balance. A key used for this same
 * request answers it (created: false) and changes nothing; used for another, it is refused.
 */
export async function requestWithdrawal(
  { db, clock, bus }: WithdrawalDeps,
  memberId: number,
  channel: Channel,
  body: WithdrawalAsk,
  options: WithdrawalOptions = {},
): Promise<{ request: CashRequest; created: boolean }> {
  const now = clock.now();
  const address = channel === 'tether' ? (body.address ?? null) : undefined;
  const claim = cashClaim(memberId, body.idempotencyKey, { kind: 'withdrawal', channel, amount: body.amount, address });
  await assertCashierAllowed(db, channel, 'withdrawal');
  if (await isRetry(db, claim)) {
    return { request: toCashRequest(await requestMadeBy(db, memberId, body.idempotencyKey)), created: false };
  }
  // Before the password is checked: an unverified member is told where to verify, and no wrong try is counted.
  await assertIdentityVerified(db, memberId, 'withdrawal');

  const settings = await loadCashierSettings(db);
  assertCashierOpen(settings, now);
  assertAmountRules(body.amount, withdrawalRules(settings));
  const account = await findBankAccount(db, memberId);
  if (!account) throw new AppError(400, cashierErrors.noBankAccount);
  if (!options.passwordCheckedEarlier)
    await verifyWithdrawalPassword({ db, clock, bus }, account, body.withdrawalPassword);
  // After the password, so its lockout counts first and a wrong password never uses up a code.
  const checkFactor = !options.secondFactorCheckedEarlier;
  if (checkFactor) await takeWithdrawalCodeCheck(db, memberId, body.otp, now);

  let result: { row: CashRequestRow; change?: BalanceChange };
  try {
    result = await db.transaction(async (tx) => {
      // Claimed under the member's lock: a twin call that got here first is answered instead.
      const { balances, retry } = await claimKey(tx, claim);
      if (retry) return { row: await requestMadeBy(tx, memberId, body.idempotencyKey) };
      if (checkFactor) await assertWithdrawalSecondFactor(tx, memberId, body.otp, now, options.ip ?? null);
      if (await findPendingRequest(tx, memberId, 'withdrawal', channel)) {
        throw new AppError(409, cashierErrors.pendingWithdrawal);
      }
      const today = await todayTotals(tx, memberId, now);
      if (today.count >= settings.withdrawalDailyCount) {
        throw new AppError(400, cashierErrors.dailyCount(settings.withdrawalDailyCount));
      }
      if (today.amount + body.amount > settings.withdrawalDailyAmount) {
        throw new AppError(400, cashierErrors.dailyAmount(settings.withdrawalDailyAmount));
      }
      const rolling = await rollingStatus(tx, memberId, settings);
      if (!rolling.met) throw new AppError(400, cashierErrors.rollingNotMet(rolling.remaining));
      if (balances.emoney < body.amount) throw new AppError(400, cashierErrors.insufficientBalance);

      const row = await insertCashRequest(tx, {
        memberId,
        kind: 'withdrawal',
        channel,
        status: 'pending',
        amount: body.amount,
        // Where the money goes, as it was when asked: a later account change does not redirect it.
        // Tether goes to the address instead; the bank account only held the withdrawal password.
        ...(channel === 'won'
          ? { bankCode: account.bankCode, accountNumber: account.accountNumber, holderName: account.holderName }
          : tetherSnapshot(settings, body.amount, address ?? '')),
        idempotencyKey: body.idempotencyKey,
        createdAt: now,
      });
      const change = await changeBalance(tx, {
        memberId,
        currency: 'money',
        amount: -body.amount,
        reason: channel === 'won' ? 'withdrawal' : 'tether_withdrawal',
        reference: cashReference(row.id),
      });
      return { row, change };
    });
  } catch (error) {
    if (isUniqueViolation(error, CASH_ONE_PENDING)) throw new AppError(409, cashierErrors.pendingWithdrawal);
    // A request made without a claim holds the key (a tether invoice's, or one older than the claims).
    if (isUniqueViolation(error, CASH_IDEMPOTENCY)) throw keyReusedError();
    throw error;
  }
  if (result.change) publishBalance(bus, result.change);
  if (result.change && checkFactor) await forgetWithdrawalCodeChecks(db, memberId, body.otp);
  return { request: toCashRequest(result.row), created: result.change !== undefined };
}

/** The rate and fee locked into a tether withdrawal when it is asked, and the USDT they make. */
function tetherSnapshot(settings: CashierSettingsRow, amount: number, address: string) {
  return {
    rateKrw: settings.tetherRateKrw,
    feeBp: settings.tetherFeeBp,
    usdtMicro: tetherPayoutMicro(amount, settings.tetherRateKrw, settings.tetherFeeBp),
    address,
  };
}

/** Everything the /exchange page shows. */
export async function withdrawalInfo({ db, clock }: CashierDeps, memberId: number): Promise<WithdrawalInfo> {
  const now = clock.now();
  const settings = await loadCashierSettings(db);
  const [account, pending, today, rolling] = await Promise.all([
    findBankAccount(db, memberId),
    findPendingRequest(db, memberId, 'withdrawal', 'won'),
    todayTotals(db, memberId, now),
    rollingStatus(db, memberId, settings),
  ]);
  return {
    rules: withdrawalRules(settings),
    today,
    account: toBankAccountView(account),
    open: cashierOpen(settings, now),
    closedHours: closedHours(settings),
    pending: pending ? toCashRequest(pending) : null,
    rolling,
  };
}

/** Everything the tether pages show (/chargeCrypto, /exchangeCrypto). */
export async function tetherInfo({ db }: CashierDeps, memberId: number): Promise<TetherInfo> {
  const settings = await loadCashierSettings(db);
  const [maintenance, account, pendingDeposit, pendingWithdrawal, rolling] = await Promise.all([
    tetherUnderMaintenance(db),
    findBankAccount(db, memberId),
    findPendingRequest(db, memberId, 'deposit', 'tether'),
    findPendingRequest(db, memberId, 'withdrawal', 'tether'),
    rollingStatus(db, memberId, settings),
  ]);
  return {
    maintenance,
    rateKrw: settings.tetherRateKrw,
    feeBp: settings.tetherFeeBp,
    deposit: { unit: settings.depositUnit, min: settings.tetherDepositMin, max: settings.tetherDepositMax },
    withdrawal: withdrawalRules(settings),
    account: toBankAccountView(account),
    pendingDeposit: pendingDeposit ? toCashRequest(pendingDeposit) : null,
    pendingWithdrawal: pendingWithdrawal ? toCashRequest(pendingWithdrawal) : null,
    rolling,
  };
}
