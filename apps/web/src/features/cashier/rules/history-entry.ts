/** How one ledger movement reads in the member's history: its Korean reason and its sign's colour. */
import { ledgerReasonLabels } from '@site/contracts/api/cashier';

/** The reason in Korean (충전, 베팅, 당첨 …); a reason the site does not know yet as the server wrote it. */
export const ledgerReasonName = (reason: string): string => ledgerReasonLabels[reason] ?? reason;

/** Money in green, money out red, nothing moved in the text's own colour. */
export const amountColour = (amount: number): string =>
  amount > 0 ? 'success.main' : amount < 0 ? 'error.main' : 'text.primary';
