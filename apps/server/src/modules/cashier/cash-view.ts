import type { CashRequest } from '@site/contracts/api/cashier';
import { bankName, maskAccountNumber } from '@site/contracts/lookups/banks';
import type { CashRequestRow } from '../../db/schema/cashier';

/**
 * One deposit or withdrawal request as its member sees it (won and tether alike). The account number
 * is masked: the full number is only for the operator who pays the withdrawal.
 */
export function toCashRequest(row: CashRequestRow): CashRequest {
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    status: row.status,
    amount: row.amount,
    bonusKind: row.bonusKind,
    bonusAmount: row.bonusAmount,
    bonusCurrency: row.bonusCurrency,
    depositorName: row.depositorName,
    bankName: row.bankCode === null ? null : bankName(row.bankCode),
    accountMasked: row.accountNumber === null ? null : maskAccountNumber(row.accountNumber),
    usdtMicro: row.usdtMicro,
    rateKrw: row.rateKrw,
    feeBp: row.feeBp,
    address: row.address,
    paymentUrl: row.paymentUrl,
    txHash: row.txHash,
    refusalReason: row.refusalReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
