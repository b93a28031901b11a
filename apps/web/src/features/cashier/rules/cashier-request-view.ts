import type { AdminCashRequest } from '@site/contracts/api/admin-cashier';
import { bonusKindLabels, cashStatusLabels, formatUsdt } from '@site/contracts/api/cashier';
import { formatNumber, formatWon } from '@site/contracts/rules/format';
import { formatSeoul } from '@site/contracts/time';

import { koAdminCashier } from '../../../i18n/ko-admin-cashier';

const text = koAdminCashier.queue;

/** 원화 충전, 테더 환전 …: what a request is, for titles and confirmations. */
export const requestKindLabel = (request: Pick<AdminCashRequest, 'kind' | 'channel'>): string =>
  koAdminCashier.kindLabel[`${request.channel}-${request.kind}`] ?? '';

export const requestTime = (at: string): string => formatSeoul(at, 'dateTimeShortYear');
export const requestDay = (at: string): string => formatSeoul(at, 'dateShortYear');
export const requestClock = (at: string): string => formatSeoul(at, 'time');

/** A pending deposit shows the bonus asked for; a decided one the amount booked, in money or points. */
export function bonusText(request: AdminCashRequest): string {
  if (request.kind !== 'deposit') return '';
  if (request.bonusAmount > 0) {
    const amount =
      request.bonusCurrency === 'point' ? `${formatNumber(request.bonusAmount)}P` : formatWon(request.bonusAmount);
    return `${bonusKindLabels[request.bonusKind]} ${amount}`;
  }
  return bonusKindLabels[request.bonusKind];
}

/**
 * Where the money comes from or goes: the depositor of a won deposit, the full account of a won
 * withdrawal (the operator pays it by hand, so every digit is shown).
 */
export function accountLines(request: AdminCashRequest): string[] {
  if (request.channel !== 'won') return [];
  if (request.kind === 'deposit') return request.depositorName ? [text.depositor(request.depositorName)] : [];
  return [request.bankName, request.accountNumber, request.holderName].filter((part): part is string => !!part);
}

/** A tether request's USDT, locked rate, fee, address and transaction hash, as labelled lines. */
export function tetherLines(request: AdminCashRequest): { label: string; value: string }[] {
  if (request.channel !== 'tether') return [];
  const lines: { label: string; value: string }[] = [];
  if (request.usdtMicro !== null) lines.push({ label: '', value: text.usdt(formatUsdt(request.usdtMicro)) });
  if (request.rateKrw !== null) lines.push({ label: '', value: text.rate(formatWon(request.rateKrw)) });
  if (request.feeBp !== null && request.kind === 'withdrawal') {
    lines.push({ label: '', value: text.fee(`${formatNumber(request.feeBp / 100)}%`) });
  }
  if (request.address) lines.push({ label: text.address, value: request.address });
  if (request.txHash) lines.push({ label: text.txHash, value: request.txHash });
  return lines;
}

/** Approved, the payout is the gateway's: the request still waits, but for it, not for an operator. */
const paying = (request: AdminCashRequest): boolean =>
  request.payoutState === 'requested' || request.payoutState === 'sent';

export const statusLabel = (request: AdminCashRequest): string =>
  paying(request) ? text.paying : cashStatusLabels[request.status];

/** Who decided and when, or nothing while it waits. */
export const decidedText = (request: AdminCashRequest): string =>
  request.decidedAt ? text.decidedBy(request.decidedBy, requestTime(request.decidedAt)) : '';

/** Pending for an operator: not while an approved payout waits for the gateway. */
export const canRefuse = (request: AdminCashRequest): boolean => request.status === 'pending' && !paying(request);

/** A tether deposit is credited by the gateway's confirmation, never by an operator: only refusing is left. */
export const canApprove = (request: AdminCashRequest): boolean =>
  canRefuse(request) && !(request.channel === 'tether' && request.kind === 'deposit');
