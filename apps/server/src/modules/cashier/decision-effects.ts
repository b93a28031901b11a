import type { NotificationEvent } from '@site/contracts/api/notifications-codes';
import type { Database } from '../../db/client';
import type { CashRequestRow, NewCashRequestRow } from '../../db/schema/cashier';
import type { EventBus } from '../../events/bus';
import { changeBalance, publishBalance, type BalanceChange } from '../ledger/service';
import { findMemberById } from '../auth/member-lookup';
import { sendMessage } from '../messages/service';
import { notifyMember, type NotifyDeps } from '../notifications/service';
import { cashReference } from './errors';
import { updateRequest } from './repo';

/** What a refused request ends with, besides the reason: who decided, and a payout's end if it had one. */
type RefusalFields = Pick<NewCashRequestRow, 'decidedBy' | 'payoutState'> & { reason: string };

const refusalTitle = (request: CashRequestRow): string =>
  `${request.channel === 'tether' ? '테더 ' : ''}${request.kind === 'deposit' ? '충전' : '환전'} 신청이 거절되었습니다`;

/**
 * Ends a request the caller has locked as refused: a withdrawal's held amount goes back to the
 * balance (once: the ledger takes one refund per request), and the member gets a message saying
 * why (a notification says it was refused, the message why). An operator's refusal and a payout the
 * gateway would not send end alike.
 */
export async function refuseLocked(
  tx: Database,
  deps: NotifyDeps,
  request: CashRequestRow,
  { reason, ...fields }: RefusalFields,
): Promise<{ row: CashRequestRow; change: BalanceChange | undefined }> {
  let change: BalanceChange | undefined;
  if (request.kind === 'withdrawal') {
    change = await changeBalance(tx, {
      memberId: request.memberId,
      currency: 'money',
      amount: request.amount,
      reason: request.channel === 'won' ? 'withdrawal_refund' : 'tether_withdrawal_refund',
      reference: cashReference(request.id),
    });
  }
  const row = await updateRequest(tx, request.id, {
    ...fields,
    status: 'refused',
    refusalReason: reason,
    decidedAt: deps.clock.now(),
  });
  await notifyMember(tx, deps, request.memberId, decisionEvent(row));
  const member = await findMemberById(tx, request.memberId);
  if (member) {
    const amount = `${request.amount.toLocaleString('ko-KR')}원`;
    await sendMessage(tx, deps, {
      userId: member.userId,
      title: refusalTitle(request),
      contents: `신청하신 ${amount}이 거절되었습니다.\n사유: ${reason}${
        request.kind === 'withdrawal' ? '\n신청 금액은 보유머니로 돌려드렸습니다.' : ''
      }`,
    });
  }
  return { row, change };
}

/**
 * Tells the member's open pages (through the balance stream) that a request was decided, so its
 * status changes live even when no money moved (an approved withdrawal was held already; a refused
 * deposit never arrived): the balances as they are now, which the cashier pages refetch on.
 */
export async function announceDecision(
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

/** What the member's notification says of a request the operator (or the gateway) has just decided. */
export function decisionEvent(request: CashRequestRow): NotificationEvent {
  const said = { requestId: request.id, amount: request.amount, tether: request.channel === 'tether' };
  if (request.kind === 'deposit')
    return { kind: 'deposit', outcome: request.status === 'refused' ? 'refused' : 'approved', ...said };
  return { kind: 'withdrawal', outcome: request.status === 'refused' ? 'refused' : 'paid', ...said };
}
