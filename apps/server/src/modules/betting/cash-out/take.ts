/**
 * Taking a cash-out (docs/decisions/068): one transaction holds the bet's row (the lock settlement,
 * a void and a resettle take, so exactly one of them ends the bet), recomputes the offer on its own
 * connection, and books the payment once under `cash-out:<id>`. The member takes a signed quote
 * (takeCashOut); the auto engine takes the offer when it reached the member's threshold (autoCashOut).
 * Both go through cashOutBooked.
 */
import { SETTLEMENT_CASHED_OUT, SETTLEMENT_PENDING, type BetPreferences } from '@site/contracts/api/bets';
import type { CashOutResult, TakeCashOut } from '@site/contracts/api/cash-out';
import { payoutFor } from '@site/contracts/rules/bet-outcome';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/client';
import type { BetRow } from '../../../db/schema/bets';
import type { EventBus } from '../../../events/bus';
import { AppError } from '../../../http/app-error';
import { changeBalance, publishBalance, type BalanceChange } from '../../ledger/service';
import { notifyMember } from '../../notifications/service';
import { betErrors } from '../errors';
import { memberBet } from '../history';
import { loadBetPreferences } from '../preferences';
import { rollingKindOf, syncRolling } from '../rolling-accrual';
import { cashOutErrors, cashOutReasonMessages } from './messages';
import { valuationContext, valueOf, type DangerWatch } from './offer';
import { quoteOf } from './quote';
import { readQuote } from './quote-token';
import { lockMemberBet } from '../repo';
import { insertCashOut, updateCashedOutBet } from './repo';
import { MIN_STAKE_LEFT, partRules } from './parts';
import { remainingStake, type CashOutValue } from './value';

export interface CashOutDeps {
  db: Database;
  clock: Clock;
  bus: EventBus;
  /** the match tracker's danger moments; absent when no tracker runs */
  danger?: DangerWatch | undefined;
}

/** The ledger reference of one cash-out: its bet_cash_outs row. */
export const cashOutReference = (cashOutId: number): string => `cash-out:${cashOutId}`;

/** Whether the member's 배당 변경 choice takes the offer now in place of the one quoted. */
export function policyTakes(policy: BetPreferences['oddsChange'], quoted: number, now: number): boolean {
  if (policy === 'any') return true;
  if (policy === 'higher') return now >= quoted;
  return now === quoted;
}

/** What one cash-out pays and takes out of the stake: all of it, or the fraction amount / quoted. */
interface Part {
  kind: 'full' | 'partial' | 'auto';
  /** won paid */
  paid: number;
  stakeReleased: number;
  /** the offer for the whole remaining stake it was taken from */
  offer: number;
}

/**
 * Books a cash-out on the bet whose row the caller holds: its bet_cash_outs row, the bet's new state
 * (ended as cashed out, or riding on on the rest of its stake) and the payment on the ledger.
 */
async function cashOutBooked(tx: Database, deps: CashOutDeps, bet: BetRow, part: Part): Promise<BalanceChange> {
  const now = deps.clock.now();
  const cashOutId = await insertCashOut(tx, {
    betId: bet.id,
    memberId: bet.memberId,
    kind: part.kind,
    amount: part.paid,
    stakeReleased: part.stakeReleased,
    offer: part.offer,
    createdAt: now,
  });
  const stake = remainingStake(bet);
  const cashedOut = bet.cashedOut + part.paid;
  if (part.stakeReleased === stake) {
    const ended = await updateCashedOutBet(tx, bet.id, {
      status: SETTLEMENT_CASHED_OUT,
      payout: cashedOut,
      cashedOut,
      settledAt: now,
    });
    await syncRolling(tx, { ...ended, kind: rollingKindOf(ended.gameType) }, now);
    if (part.kind === 'auto') {
      const event = {
        kind: 'bet',
        outcome: 'cashedOut',
        betId: bet.id,
        gameType: bet.gameType,
        stake: bet.stake,
        payout: part.paid,
      } as const;
      await notifyMember(tx, deps, bet.memberId, event);
    }
  } else {
    const left = stake - part.stakeReleased;
    await updateCashedOutBet(tx, bet.id, {
      stakeCashedOut: bet.stakeCashedOut + part.stakeReleased,
      cashedOut,
      potentialPayout: Math.min(payoutFor(left, bet.totalOddsX100, bet.bonusOddsX100), bet.maxPayout),
      // The threshold was for the whole stake that rode; it follows the stake down.
      autoCashOutAt: bet.autoCashOutAt === null ? null : Math.max(1, Math.round((bet.autoCashOutAt * left) / stake)),
    });
  }
  return changeBalance(tx, {
    memberId: bet.memberId,
    currency: 'money',
    amount: part.paid,
    reason: 'bet_cash_out',
    reference: cashOutReference(cashOutId),
  });
}

/** A refusal that answers a fresh quote (409): computed inside the transaction, signed after it. */
interface Moved {
  moved: true;
  message: string;
  bet: BetRow;
  value: CashOutValue;
}

/**
 * POST /bets/:id/cash-out: takes `amount` of a quote the member holds. All of it cashes the bet out
 * in full; less takes that fraction of the stake out and the bet rides on with the rest. The offer is
 * recomputed under the bet's lock; if the quote expired, the bet changed, or the offer moved beyond
 * what the member's 배당 변경 choice takes, 409 answers the new quote and nothing changes.
 */
export async function takeCashOut(
  deps: CashOutDeps,
  memberId: number,
  betId: number,
  take: TakeCashOut,
): Promise<CashOutResult> {
  const { db, clock, bus } = deps;
  const claim = await readQuote(db, take.quoteId);
  const policy = (await loadBetPreferences(db, memberId)).oddsChange;
  const now = clock.now();
  const done = await db.transaction(async (tx): Promise<Moved | { moved: false; change: BalanceChange }> => {
    const bet = await lockMemberBet(tx, memberId, betId);
    if (!bet) throw new AppError(404, betErrors.betNotFound);
    if (!claim || claim.betId !== bet.id || claim.memberId !== memberId)
      throw new AppError(400, cashOutErrors.badQuote);
    if (bet.status !== SETTLEMENT_PENDING) throw new AppError(400, cashOutReasonMessages.closed);
    if (take.amount > claim.amount) throw new AppError(400, cashOutErrors.aboveQuote);
    const value = await valueOf(tx, bet, await valuationContext(tx, now, deps.danger));
    const moved = (message: string): Moved => ({ moved: true, message, bet, value });
    if (remainingStake(bet) !== claim.stake) return moved(cashOutErrors.betChanged);
    if (now.getTime() > claim.expiresAt.getTime()) return moved(cashOutErrors.expired);
    if (!value.offer) return moved(cashOutReasonMessages[value.reason]);
    if (!policyTakes(policy, claim.amount, value.amount)) return moved(cashOutErrors.moved);

    const part = partOf(claim.stake, claim.amount, take.amount, value.amount);
    return { moved: false, change: await cashOutBooked(tx, deps, bet, part) };
  });
  if (done.moved) {
    const quote = done.value.offer ? await quoteOf(deps, done.bet, done.value) : null;
    throw new AppError(409, done.message, { quote });
  }
  publishBalance(bus, done.change);
  return {
    bet: await memberBet(db, now, memberId, betId),
    paid: done.change.entry.amount,
    balance: done.change.emoney,
  };
}

/**
 * The part taken: all of it when amount is the whole quote (paid the offer now), else the fraction
 * f = amount / quoted of the stake (rounded to the won, leaving at least MIN_STAKE_LEFT) for
 * floor(offer now × f). Refused parts are 400s that change nothing.
 */
function partOf(stake: number, quoted: number, amount: number, offer: number): Part {
  if (amount === quoted) return { kind: 'full', paid: offer, stakeReleased: stake, offer };
  const { minAmount } = partRules(stake, quoted);
  if (stake < 2 * MIN_STAKE_LEFT) throw new AppError(400, cashOutErrors.partialLeavesTooLittle(MIN_STAKE_LEFT));
  if (amount < minAmount) throw new AppError(400, cashOutErrors.partialTooSmall(minAmount));
  const stakeReleased = Math.round((stake * amount) / quoted);
  if (stake - stakeReleased < MIN_STAKE_LEFT) {
    throw new AppError(400, cashOutErrors.partialLeavesTooLittle(MIN_STAKE_LEFT));
  }
  const paid = Number((BigInt(offer) * BigInt(amount)) / BigInt(quoted));
  if (paid <= 0) throw new AppError(400, cashOutErrors.partialTooSmall(minAmount));
  return { kind: 'partial', paid, stakeReleased, offer };
}

/**
 * The auto engine's cash-out of one bet: under the bet's lock, if it is still in progress with a
 * threshold and its offer now reached it, cashes it out in full (kind 'auto') and tells the member.
 * Answers the payment, or undefined when nothing was done.
 */
export async function autoCashOut(deps: CashOutDeps, betId: number, memberId: number): Promise<number | undefined> {
  const now = deps.clock.now();
  const change = await deps.db.transaction(async (tx) => {
    const bet = await lockMemberBet(tx, memberId, betId);
    if (!bet || bet.status !== SETTLEMENT_PENDING || bet.autoCashOutAt === null) return undefined;
    const value = await valueOf(tx, bet, await valuationContext(tx, now, deps.danger));
    if (!value.offer || value.amount < bet.autoCashOutAt) return undefined;
    return cashOutBooked(tx, deps, bet, {
      kind: 'auto',
      paid: value.amount,
      stakeReleased: value.stake,
      offer: value.amount,
    });
  });
  if (!change) return undefined;
  publishBalance(deps.bus, change);
  return change.entry.amount;
}
