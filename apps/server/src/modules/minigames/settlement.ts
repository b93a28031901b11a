import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { SETTLEMENT_PENDING, SETTLEMENT_WON, type SettlementCode } from '@site/contracts/api/bets';
import { betOutcome } from '@site/contracts/rules/bet-outcome';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { bets } from '../../db/schema/bets';
import { minigamePicks } from '../../db/schema/minigames';
import type { EventBus } from '../../events/bus';
import { betReference } from '../betting/place-once';
import { finishBet, lockPendingBet } from '../betting/repo';
import { settledBetEvent } from '../betting/bet-notifications';
import { syncRolling } from '../betting/rolling-accrual';
import { notifyMember, type NotifyDeps } from '../notifications/service';
import { changeBalance, publishBalance, type BalanceChange } from '../ledger/service';

/** Minigame bets in progress whose pick the draw has resolved, on these rounds or on any. */
async function settleableBetIds(db: Database, roundIds?: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: minigamePicks.betId })
    .from(minigamePicks)
    .innerJoin(bets, and(eq(bets.id, minigamePicks.betId), eq(bets.status, SETTLEMENT_PENDING)))
    .where(
      and(
        ne(minigamePicks.result, SETTLEMENT_PENDING),
        roundIds ? inArray(minigamePicks.roundId, roundIds) : undefined,
      ),
    )
    .orderBy(asc(minigamePicks.betId));
  return rows.map((row) => row.id);
}

/**
 * Ends the minigame bets the draws have decided: won pays floor(stake × price) up to the bet's
 * maximum, void gives the stake back, lost credits nothing. Each bet ends in its own transaction
 * holding its row and only while it is in progress, and the ledger books a bet's payout once, so
 * running this twice, or on two servers at once, credits once. Answers how many bets it ended.
 */
export async function settleMinigameBets(
  db: Database,
  clock: Clock,
  bus: EventBus,
  roundIds?: number[],
): Promise<number> {
  if (roundIds?.length === 0) return 0;
  let settled = 0;
  for (const betId of await settleableBetIds(db, roundIds)) {
    const ended = await db.transaction((tx) => endBet(tx, { clock, bus }, betId));
    if (!ended) continue;
    settled += 1;
    if (ended.change) publishBalance(bus, ended.change);
  }
  return settled;
}

async function endBet(
  tx: Database,
  deps: NotifyDeps,
  betId: number,
): Promise<{ change: BalanceChange | undefined } | undefined> {
  const bet = await lockPendingBet(tx, betId);
  const [pick] = bet ? await tx.select().from(minigamePicks).where(eq(minigamePicks.betId, betId)) : [];
  if (!bet || !pick) return undefined;
  const { status, payout } = betOutcome(
    {
      stake: bet.stake,
      maxPayout: bet.maxPayout,
      bonusOdds: 1,
      picks: [{ price: pick.priceX100 / 100, result: pick.result as SettlementCode }],
    },
    [],
  );
  const settledAt = deps.clock.now();
  if (payout === null || !(await finishBet(tx, betId, { status, payout, settledAt }))) return undefined;
  await notifyMember(tx, deps, bet.memberId, settledBetEvent(bet, status, payout));
  await syncRolling(tx, { id: betId, memberId: bet.memberId, stake: bet.stake, status, kind: 'mini' }, settledAt);
  if (payout === 0) return { change: undefined };
  const reason = status === SETTLEMENT_WON ? 'bet_payout' : 'bet_void';
  const change = await changeBalance(tx, {
    memberId: bet.memberId,
    currency: 'money',
    amount: payout,
    reason,
    reference: betReference(betId),
  });
  return { change };
}
