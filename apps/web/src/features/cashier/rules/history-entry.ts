/** How one ledger movement reads in the member's history: its Korean reason and its sign's colour. */
import type { LedgerReason } from '@site/contracts/ledger-reasons';

import { koCashier } from '../../../i18n/ko-cashier';

/** The reason in Korean (충전, 베팅, 당첨 …): every reason of contracts' list has its label. */
export const ledgerReasonName = (reason: LedgerReason): string => koCashier.ledgerReasons[reason];

/** Money in green, money out red, nothing moved in the text's own colour. */
export const amountColour = (amount: number): string =>
  amount > 0 ? 'success.main' : amount < 0 ? 'error.main' : 'text.primary';
