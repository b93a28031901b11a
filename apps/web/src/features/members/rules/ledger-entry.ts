import type { LedgerEntry } from '@site/contracts/api/admin-balance';
import { formatNumber, formatWon } from '@site/contracts/rules/format';

import { koAdmin } from '../../../i18n/ko-admin';
import { koCashier } from '../../../i18n/ko-cashier';

const text = koAdmin.ledger;

/** Why the balance moved, in Korean (the member's history's names; the operator's by direction). */
export function ledgerReason(entry: Pick<LedgerEntry, 'reason' | 'amount' | 'currency'>): string {
  const reason =
    entry.reason === 'operator'
      ? entry.amount < 0
        ? text.operatorDebit
        : text.operatorCredit
      : koCashier.ledgerReasons[entry.reason];
  return entry.currency === 'point' ? `${text.point} ${reason}` : reason;
}

/** An amount in the entry's own unit: 원 for money, P for points (the site's top bar writes them so). */
export const formatLedgerAmount = (entry: Pick<LedgerEntry, 'currency'>, amount: number): string =>
  entry.currency === 'point' ? `${formatNumber(amount)}P` : formatWon(amount);

/** The entry's change with its sign: +10,000원 in, -5,000원 out. */
export const formatLedgerChange = (entry: Pick<LedgerEntry, 'currency' | 'amount'>): string =>
  `${entry.amount > 0 ? '+' : ''}${formatLedgerAmount(entry, entry.amount)}`;
