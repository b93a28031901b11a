/**
 * The bet slip as the sports books use it (DESIGN.md: other features reach this one only here):
 * whether a selection is picked, picking and unpicking under SPEC.md §4's rules, and the odds
 * stream's changes for the picked selections. The cart itself is BetCartSlot (bet-cart-slot.tsx).
 * Each book keeps its own cart (CartBook); the page on screen names its book (setShownBook), and its
 * odds buttons fill that book's cart.
 */
import type { OddsUpdate } from '@site/contracts/api/sports';
import type { CartBook, SlipMode, SlipPick } from '@site/contracts/rules/bet-slip';

import { showAlert } from '../../../components/ui/alert';
import { applyOddsToBuilder } from '../builder/builder-store';
import { applyOddsUpdate, setShownBook, toggleSlipPick, useBetSlip } from '../store';

export type { CartBook, SlipMode, SlipPick };
export { setShownBook };

/** Whether this selection is in the cart on screen; re-renders only when that answer changes. */
export const useIsPicked = (selectionId: number): boolean =>
  useBetSlip((state) => state.slips[state.shown].picks.some((p) => p.selectionId === selectionId));

/** A price button was pressed: picks or unpicks it in the shown book's cart; a refusal is explained in an alert. */
export function togglePick(pick: SlipPick, mode: SlipMode): void {
  const book = useBetSlip.getState().shown;
  const refusal = toggleSlipPick(book, pick, mode);
  if (refusal) void showAlert(refusal);
}

/** One odds stream batch: updates the prices and statuses of every book's picked selections and of the builder's. */
export function applyOddsToSlip(update: OddsUpdate): void {
  applyOddsUpdate(update);
  applyOddsToBuilder(update);
}
