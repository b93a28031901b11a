import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { CashRequestRow } from '../../db/schema/cashier';
import type { EventBus } from '../../events/bus';
import { notifyMember } from '../notifications/service';
import { announceDecision, decisionEvent, refuseLocked } from './decision-effects';
import { cashierServerErrors, cashReference } from './errors';
import { findRequest, lockRequest } from './repo';
import { TetherPayoutRejected, type TetherGateway } from './tether-gateway-port';
import { claimPayout, confirmPayout, isPayoutInFlight, stalePayouts } from './tether-payout-repo';

/**
 * A tether withdrawal's payout, outside any transaction: the operator's approval commits it as
 * 'requested' (decisions.ts); then it is claimed as 'sent' and the gateway is called, and its answer
 * is booked in a transaction of its own. A crash or a gateway that does not answer leaves it
 * requested or sent, and the sweep asks again under the same reference, which the gateway answers
 * with the payout it made (if any): paid once, whoever asks how often.
 */
export interface PayoutDeps {
  db: Database;
  clock: Clock;
  bus: EventBus;
  /** time-limited (timeLimitedGateway) */
  gateway: TetherGateway;
}

/**
 * How long a payout's claim stands before the sweep asks again. Longer than a gateway call may take
 * (TETHER_GATEWAY_TIMEOUT_MS), so the sweep does not ask while the approval's own call still waits;
 * if it did, the gateway's idempotency would still pay once.
 */
export const PAYOUT_RETRY_AFTER_MS = 60_000;
/** Payouts asked again per sweep at most, so a backlog cannot make one tick last long. */
const PAYOUTS_PER_SWEEP = 20;

/**
 * Calls the gateway for a payout in flight, as the caller read it, and books the answer: paid, the
 * withdrawal is approved with its transaction; refused by the gateway, it is refused and refunded as
 * an operator's refusal would be; no answer, it stays sent for the sweep. Answers the request as it
 * now stands.
 */
export async function sendTetherPayout(deps: PayoutDeps, seen: CashRequestRow): Promise<CashRequestRow> {
  const { db, clock, gateway } = deps;
  const claimed = await claimPayout(db, seen, clock.now());
  if (!claimed) return (await findRequest(db, seen.id)) ?? seen;
  let txHash: string;
  try {
    ({ txHash } = await gateway.sendPayout({
      reference: cashReference(claimed.id),
      address: claimed.address ?? '',
      usdtMicro: claimed.usdtMicro ?? 0,
    }));
  } catch (error) {
    if (error instanceof TetherPayoutRejected) return failPayout(deps, claimed);
    // A timeout or a dropped line may have paid: only asking again under the reference can tell.
    return claimed;
  }
  const approved = await db.transaction(async (tx) => {
    const paid = await confirmPayout(tx, claimed.id, txHash, clock.now());
    if (paid) await notifyMember(tx, deps, paid.memberId, decisionEvent(paid));
    return paid;
  });
  if (!approved) return (await findRequest(db, claimed.id)) ?? claimed;
  await announceDecision(db, deps.bus, approved.memberId, undefined);
  return approved;
}

/** The gateway will not pay: the member gets the held amount back, as from a refusal, once. */
async function failPayout(deps: PayoutDeps, claimed: CashRequestRow): Promise<CashRequestRow> {
  const { db, clock, bus } = deps;
  const outcome = await db.transaction(async (tx) => {
    const request = await lockRequest(tx, claimed.id);
    if (!request || !isPayoutInFlight(request)) return undefined;
    return refuseLocked(tx, { clock, bus }, request, {
      reason: cashierServerErrors.payoutRejected,
      decidedBy: request.decidedBy,
      payoutState: 'failed',
    });
  });
  if (!outcome) return (await findRequest(db, claimed.id)) ?? claimed;
  await announceDecision(db, bus, outcome.row.memberId, outcome.change);
  return outcome.row;
}

/** The sweep: payouts approved but left unanswered (a crash, a timeout) are asked for again; answers how many. */
export async function resumeTetherPayouts(deps: PayoutDeps): Promise<number> {
  const stale = await stalePayouts(
    deps.db,
    new Date(deps.clock.now().getTime() - PAYOUT_RETRY_AFTER_MS),
    PAYOUTS_PER_SWEEP,
  );
  for (const request of stale) await sendTetherPayout(deps, request);
  return stale.length;
}
