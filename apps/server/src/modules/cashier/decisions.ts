import { cashierErrors } from '@site/contracts/api/cashier';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { CashRequestRow } from '../../db/schema/cashier';
import type { EventBus } from '../../events/bus';
import { AppError } from '../../http/app-error';
import { changeBalance, publishBalance, type BalanceChange } from '../ledger/service';
import { findMemberById } from '../members/repo';
import { sendMessage } from '../messages/service';
import { depositBonus } from './bonus';
import { CASH_LEDGER_REASONS, cashierServerErrors, cashReference } from './errors';
import { lockRequest, updateRequest } from './repo';
import { depositRollingRequired } from './rolling';
import { loadCashierSettings } from './settings-repo';
import type { TetherGateway } from './tether-gateway-port';

export interface DecisionDeps {
  db: Database;
  clock: Clock;
  bus: EventBus;
  /** pays tether withdrawals; absent on a server without one (their approval then fails, nothing changes) */
  tetherGateway: TetherGateway | undefined;
}

/**
 * Locks the request and refuses unless it still waits: two operators, or a refusal racing an
 * approval, queue up on the lock and the second finds it decided.
 */
async function lockPending(tx: Database, id: number): Promise<CashRequestRow> {
  const row = await lockRequest(tx, id);
  if (!row) throw new AppError(404, cashierErrors.requestNotFound);
  if (row.status !== 'pending') throw new AppError(409, cashierErrors.alreadyDecided);
  return row;
}

/**
 * The operator approves: a won deposit is credited with its bonus and its rolling requirement fixed;
 * a won withdrawal (already held) is done; a tether withdrawal is paid through the gateway first
 * (idempotent per request, so a rolled-back approval retried later pays once). Tether deposits are
 * credited by the gateway's callback alone.
 */
export async function approveRequest(deps: DecisionDeps, operatorId: number, id: number): Promise<CashRequestRow> {
  const { db, clock, bus } = deps;
  const now = clock.now();
  const settings = await loadCashierSettings(db);
  const changes: BalanceChange[] = [];
  const row = await db.transaction(async (tx) => {
    const request = await lockPending(tx, id);
    const decided = { status: 'approved' as const, decidedBy: operatorId, decidedAt: now };
    const reference = cashReference(request.id);
    if (request.kind === 'deposit') {
      if (request.channel === 'tether') throw new AppError(409, cashierServerErrors.tetherDepositByGateway);
      const bonus = await depositBonus(tx, settings, request, now);
      changes.push(
        await changeBalance(tx, {
          memberId: request.memberId,
          currency: 'money',
          amount: request.amount,
          reason: CASH_LEDGER_REASONS.deposit,
          reference,
        }),
      );
      if (bonus > 0) {
        changes.push(
          await changeBalance(tx, {
            memberId: request.memberId,
            currency: settings.bonusCurrency,
            amount: bonus,
            reason: CASH_LEDGER_REASONS.depositBonus,
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
    const payout = await payTether(deps.tetherGateway, request);
    return updateRequest(tx, request.id, { ...decided, txHash: payout });
  });
  // The last change holds both balances as they ended.
  await announceDecision(db, bus, row.memberId, changes.at(-1));
  return row;
}

/**
 * Tells the member's open pages (through the balance stream) that a request was decided, so its
 * status changes live even when no money moved (an approved withdrawal was held already; a refused
 * deposit never arrived): the balances as they are now, which the cashier pages refetch on.
 */
async function announceDecision(
  db: Database,
  bus: EventBus,
  memberId: number,
  change: BalanceChange | undefined,
): Promise<void> {
  if (change) {
    publishBalance(bus, change);
    return;
  }
  const member = await findMemberById(db, memberId);
  if (member) publishBalance(bus, { memberId, emoney: member.emoney, point: member.point });
}

async function payTether(gateway: TetherGateway | undefined, request: CashRequestRow): Promise<string> {
  if (!gateway || request.address === null || request.usdtMicro === null) {
    throw new AppError(503, cashierServerErrors.gatewayUnavailable);
  }
  try {
    const { txHash } = await gateway.sendPayout({
      reference: cashReference(request.id),
      address: request.address,
      usdtMicro: request.usdtMicro,
    });
    return txHash;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(503, cashierServerErrors.gatewayUnavailable);
  }
}

const refusalTitle = (request: CashRequestRow): string =>
  `${request.channel === 'tether' ? '테더 ' : ''}${request.kind === 'deposit' ? '충전' : '환전'} 신청이 거절되었습니다`;

/**
 * The operator refuses with a reason: a withdrawal's held amount goes back to the balance (once: the
 * ledger takes one refund per request), and the member gets a message saying why.
 */
export async function refuseRequest(
  { db, clock, bus }: DecisionDeps,
  operatorId: number,
  id: number,
  reason: string,
): Promise<CashRequestRow> {
  const now = clock.now();
  let change: BalanceChange | undefined;
  const row = await db.transaction(async (tx) => {
    const request = await lockPending(tx, id);
    if (request.kind === 'withdrawal') {
      change = await changeBalance(tx, {
        memberId: request.memberId,
        currency: 'money',
        amount: request.amount,
        reason:
          request.channel === 'won' ? CASH_LEDGER_REASONS.withdrawalRefund : CASH_LEDGER_REASONS.tetherWithdrawalRefund,
        reference: cashReference(request.id),
      });
    }
    const refused = await updateRequest(tx, request.id, {
      status: 'refused',
      refusalReason: reason,
      decidedBy: operatorId,
      decidedAt: now,
    });
    const member = await findMemberById(tx, request.memberId);
    if (member) {
      const amount = `${request.amount.toLocaleString('ko-KR')}원`;
      await sendMessage(tx, clock, {
        userId: member.userId,
        title: refusalTitle(request),
        contents: `신청하신 ${amount}이 거절되었습니다.\n사유: ${reason}${
          request.kind === 'withdrawal' ? '\n신청 금액은 보유금액으로 돌려드렸습니다.' : ''
        }`,
      });
    }
    return refused;
  });
  await announceDecision(db, bus, row.memberId, change);
  return row;
}
