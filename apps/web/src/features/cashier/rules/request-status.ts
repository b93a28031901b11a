/** A request's status in Korean (contracts' cashStatusLabels) and the colour it is shown in. */
import { cashStatusLabels, type CashStatus } from '@site/contracts/api/cashier';

/** Colours that read on the dark theme: blue waiting, gold done, red refused, grey cancelled or lapsed. */
const colours: Record<CashStatus, string> = {
  issued: '#5d8fd6',
  pending: '#5d8fd6',
  approved: '#e7c89d',
  refused: '#e5484d',
  cancelled: '#8d8d8d',
  expired: '#8d8d8d',
};

export const requestStatusLabel = (status: CashStatus): string => cashStatusLabels[status];
export const requestStatusColour = (status: CashStatus): string => colours[status];
