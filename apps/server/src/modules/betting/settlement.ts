import { SETTLEMENT_PENDING, SETTLEMENT_WON, type BonusOddsRule, type SettlementCode } from '@site/contracts/api/bets';
import { betOutcome } from '@site/contracts/rules/bet-outcome';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { rollingKindOf, syncRolling } from './rolling-accrual';
import { changeBalance, publishBalance, type BalanceChange } from '../ledger/service';
import { notifyMember, type NotifyDeps } from '../notifications/service';
import { settledBetEvent } from './bet-notifications';
import { betReference } from './place-once';
import { copyPickResults, findSettleableBetIds, finishBet, lockPendingBet, picksOfBet } from './repo';
import { loadSportsSettings } from './rules';
import { remainingStake } from './cash-out/value';

export interface SettlementSummary {
  /** bets this run ended (won, lost or void) */
  settled: number;
}

/**
 * Settles what the feed's results allow: copies the selections' results into the open picks, then
 * ends every bet in progress whose outcome is known and credits its payout. Safe to run twice or
 * concurrently: each bet is ended in its own transaction holding its row, only while it is still in
 * progress, and the ledger takes a payout for a bet once. `fixtureIds` narrows the run to those
 * fixtures' picks; without it every open pick is looked at (e.g. after a restart).
 */
export async function settlePendingBets(
  db: Database,
  clock: Clock,
  bus: EventBus,
  fixtureIds?: number[],
): Promise<SettlementSummary> {
  if (fixtureIds?.length === 0) return { settled: 0 };
  await copyPickResults(db, fixtureIds);
  const betIds = await findSettleableBetIds(db, fixtureIds);
  if (betIds.length === 0) return { settled: 0 };
  const { bonusOdds } = await loadSportsSettings(db);
  let settled = 0;
  for (const betId of betIds) {
    const result = await settleBet(db, { clock, bus }, betId, bonusOdds);
    if (!result) continue;
    settled += 1;
    if (result.change) publishBalance(bus, result.change);
  }
  return { settled };
}

async function settleBet(
  db: Database,
  deps: NotifyDeps,
  betId: number,
  bonusRules: BonusOddsRule[],
): Promise<{ change: BalanceChange | undefined } | undefined> {
  return db.transaction(async (tx) => {
    const bet = await lockPendingBet(tx, betId);
    if (!bet) return undefined;
    const picks = await picksOfBet(tx, betId);
    const outcome = betOutcome(
      {
        // What partial cash-outs took out of the stake was paid then; the bet ends on the rest.
        stake: remainingStake(bet),
        maxPayout: bet.maxPayout,
        bonusOdds: bet.bonusOddsX100 / 100,
        picks: picks.map((pick) => ({ price: pick.priceX100 / 100, result: pick.result as SettlementCode })),
      },
      bonusRules,
    );
    if (outcome.status === SETTLEMENT_PENDING || outcome.payout === null) return undefined;
    const payout = outcome.payout;
    const settledAt = deps.clock.now();
    if (!(await finishBet(tx, betId, { status: outcome.status, payout, settledAt }))) return undefined;
    await notifyMember(tx, deps, bet.memberId, settledBetEvent(bet, outcome.status, payout));
    const kind = rollingKindOf(bet.gameType);
    await syncRolling(
      tx,
      {
        id: betId,
        memberId: bet.memberId,
        stake: bet.stake,
        stakeCashedOut: bet.stakeCashedOut,
        status: outcome.status,
        kind,
      },
      settledAt,
    );
    if (payout === 0) return { change: undefined };
    const change = await changeBalance(tx, {
      memberId: bet.memberId,
      currency: 'money',
      amount: payout,
      reason: outcome.status === SETTLEMENT_WON ? 'bet_payout' : 'bet_void',
      reference: betReference(betId),
    });
    return { change };
  });
}
