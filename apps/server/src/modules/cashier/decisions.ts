import { cashierErrors } from '@site/contracts/api/cashier';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { CashRequestRow } from '../../db/schema/cashier';
import type { EventBus } from '../../events/bus';
import { AppError } from '../../http/app-error';
import { recordOperatorAction, type OperatorActor } from '../audit/record';
import { lockBalances } from '../ledger/repo';
import { changeBalance, type BalanceChange } from '../ledger/service';
import { depositBonus } from './bonus';
import { notifyMember } from '../notifications/service';
import { announceDecision, decisionEvent, refuseLocked } from './decision-effects';
import { cashierServerErrors, cashReference } from './errors';
import { lockRequest, updateRequest } from './repo';
import { depositRollingRequired } from './rolling';
import { loadCashierSettings } from './settings-repo';
import type { TetherGateway } from './tether-gateway-port';
import { isPayoutInFlight } from './tether-payout-repo';
import { sendTetherPayout } from './tether-payouts';

export interface DecisionDeps {
  db: Database;
  clock: Clock;
  bus: EventBus;
  /** pays tether withdrawals (time-limited); absent on a server without one (their approval then fails, nothing changes) */
  tetherGateway: TetherGateway | undefined;
}

/**
 * Locks the request and refuses unless it still waits for an operator: two operators, or a refusal
 * racing an approval, queue up on the lock and the second finds it decided. A tether payout already
 * approved is no longer the operators' to decide, even while its request still shows pending.
 */
async function lockPending(tx: Database, id: number): Promise<CashRequestRow> {
  const row = await lockRequest(tx, id);
  if (!row) throw new AppError(404, cashierErrors.requestNotFound);
  if (isPayoutInFlight(row)) throw new AppError(409, cashierServerErrors.payoutInFlight);
  if (row.status !== 'pending') throw new AppError(409, cashierErrors.alreadyDecided);
  return row;
}

/**
 * The operator approves: a won deposit is credited with its bonus and its rolling requirement fixed;
 * a won withdrawal (already held) is done. A tether withdrawal's approval commits only that its payout
 * is requested; the gateway is called after the commit (tether-payouts.ts), so no row lock or
 * connection waits on it, and a crash in between is picked up by the sweep. Tether deposits are
 * credited by the gateway's callback alone.
 */
export async function approveRequest(deps: DecisionDeps, operator: OperatorActor, id: number): Promise<CashRequestRow> {
  const { db, clock, bus, tetherGateway } = deps;
  const operatorId = operator.memberId;
  const now = clock.now();
  const settings = await loadCashierSettings(db);
  const changes: BalanceChange[] = [];
  const decide = async (tx: Database): Promise<CashRequestRow> => {
    const request = await lockPending(tx, id);
    const decided = { status: 'approved' as const, decidedBy: operatorId, decidedAt: now };
    const reference = cashReference(request.id);
    if (request.kind === 'deposit') {
      if (request.channel === 'tether') throw new AppError(409, cashierServerErrors.tetherDepositByGateway);
      // The member's lock before the bonus: whether this is the day's first deposit is then decided
      // in one order with a tether deposit credited at the same moment.
      await lockBalances(tx, request.memberId);
      const bonus = await depositBonus(tx, settings, request, now);
      changes.push(
        await changeBalance(tx, {
          memberId: request.memberId,
          currency: 'money',
          amount: request.amount,
          reason: 'deposit',
          reference,
        }),
      );
      if (bonus > 0) {
        changes.push(
          await changeBalance(tx, {
            memberId: request.memberId,
            currency: settings.bonusCurrency,
            amount: bonus,
            reason: 'deposit_bonus',
            reference,
          }),
        );
      }
      const moneyBonus = settings.bonusCurrency === 'money' ? bonus : 0;
      return updateRequest(tx, request.id, {
        ...decided,
        bonusAmount: bonus,
        bonusCurrency: bonus > 0 ? settings.bonusCurrency : null,
        rollingRequired: depositRollingRequired(settings, request.amount, moneyBonus),
      });
    }
    if (request.channel === 'won') return updateRequest(tx, request.id, decided);
    if (!tetherGateway || request.address === null || request.usdtMicro === null) {
      throw new AppError(503, cashierServerErrors.gatewayUnavailable);
    }
    return updateRequest(tx, request.id, { payoutState: 'requested', payoutAt: now, decidedBy: operatorId });
  };
  const row = await db.transaction(async (tx) => {
    const decided = await decide(tx);
    // A tether payout still in flight is told of when the gateway confirms it (tether-payouts.ts).
    if (decided.status === 'approved') await notifyMember(tx, deps, decided.memberId, decisionEvent(decided));
    // Recorded here rather than around the call: a tether payout goes to the gateway after this commit.
    await recordOperatorAction(tx, operator, {
      action: 'cash.approve',
      target: { kind: 'cashRequest', id },
      before: { status: 'pending' },
      after: decisionAuditView(decided),
    });
    return decided;
  });
  if (row.payoutState === 'requested' && tetherGateway) {
    return sendTetherPayout({ db, clock, bus, gateway: tetherGateway }, row);
  }
  // The last change holds both balances as they ended.
  await announceDecision(db, bus, row.memberId, changes.at(-1));
  return row;
}

/**
 * The operator refuses with a reason: a withdrawal's held amount goes back to the balance (once: the
 * ledger takes one refund per request), and the member gets a message saying why.
 */
export async function refuseRequest(
  { db, clock, bus }: DecisionDeps,
  operator: OperatorActor,
  id: number,
  reason: string,
): Promise<CashRequestRow> {
  const { row, change } = await db.transaction(async (tx) => {
    const refused = await refuseLocked(tx, { clock, bus }, await lockPending(tx, id), {
      reason,
      decidedBy: operator.memberId,
    });
    await recordOperatorAction(tx, operator, {
      action: 'cash.refuse',
      target: { kind: 'cashRequest', id },
      before: { status: 'pending' },
      after: decisionAuditView(refused.row),
      reason,
    });
    return refused;
  });
  await announceDecision(db, bus, row.memberId, change);
  return row;
}

/** What a decision changed, for the operator audit trail. */
function decisionAuditView(row: CashRequestRow) {
  const { memberId, kind, channel, amount, status, bonusAmount, payoutState } = row;
  return { memberId, kind, channel, amount, status, bonusAmount, payoutState };
}
