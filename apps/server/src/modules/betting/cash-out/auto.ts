/**
 * Auto cash-out (docs/decisions/068): the member's threshold (PUT /bets/:id/auto-cash-out), and the
 * engine's pass, which cashes out in full every bet in progress whose offer reached its threshold.
 */
import { SETTLEMENT_PENDING, type Bet } from '@site/contracts/api/bets';
import type { AutoCashOut } from '@site/contracts/api/cash-out';
import { AppError } from '../../../http/app-error';
import { betErrors } from '../errors';
import { memberBet } from '../history';
import { cashOutErrors, cashOutReasonMessages } from './messages';
import { valuationContext, valueOf } from './offer';
import { lockMemberBet } from '../repo';
import { autoCashOutCandidates, updateCashedOutBet } from './repo';
import { autoCashOut, type CashOutDeps } from './take';

/**
 * Sets or removes the threshold. It must be above the offer now (else the member would cash out at
 * once, which the cash-out button does) and at most the bet's potential payout (else it never comes).
 */
export async function setAutoCashOut(
  deps: CashOutDeps,
  memberId: number,
  betId: number,
  { at }: AutoCashOut,
): Promise<Bet> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const bet = await lockMemberBet(tx, memberId, betId);
    if (!bet) throw new AppError(404, betErrors.betNotFound);
    if (bet.status !== SETTLEMENT_PENDING) throw new AppError(400, cashOutReasonMessages.closed);
    if (at !== null) {
      const value = await valueOf(tx, bet, await valuationContext(tx, now, deps.danger));
      // Suspended now is no reason to refuse a threshold for later; the other reasons last.
      if (!value.offer && value.reason !== 'suspended') throw new AppError(400, cashOutReasonMessages[value.reason]);
      if (value.offer && at <= value.amount) throw new AppError(400, cashOutErrors.autoNotAbove(value.amount));
      if (at > bet.potentialPayout) throw new AppError(400, cashOutErrors.autoAbovePayout(bet.potentialPayout));
    }
    await updateCashedOutBet(tx, bet.id, { autoCashOutAt: at });
  });
  return memberBet(deps.db, now, memberId, betId);
}

/** Bets one pass looks at, at most: a pass is bounded, and the next one takes the rest. */
const PASS_LIMIT = 500;

/**
 * One pass of the engine: every bet in progress with a threshold (the partial index's few rows), each
 * cashed out in its own transaction when its offer reached the threshold. Answers how many were.
 */
export async function runAutoCashOuts(deps: CashOutDeps): Promise<number> {
  let done = 0;
  for (const { id, memberId } of await autoCashOutCandidates(deps.db, PASS_LIMIT)) {
    if ((await autoCashOut(deps, id, memberId)) !== undefined) done += 1;
  }
  return done;
}
