/**
 * The bet slip as the sports books use it (DESIGN.md: other features reach this one only here):
 * whether a selection is picked, picking and unpicking under SPEC.md §4's rules, and the odds
 * stream's changes for the picked selections. The cart itself is BetCartSlot (bet-cart-slot.tsx).
 */
import type { OddsUpdate } from '@site/contracts/api/sports';
import type { SlipMode, SlipPick } from '@site/contracts/rules/bet-slip';

import { showAlert } from '../../../components/ui/alert';
import { applyOddsUpdate, toggleSlipPick, useBetSlip } from '../store';

export type { SlipMode, SlipPick };

/** Whether this selection is in the slip; re-renders only when that answer changes. */
export const useIsPicked = (selectionId: number): boolean =>
  useBetSlip((state) => state.picks.some((p) => p.selectionId === selectionId));

/** A price button was pressed: picks or unpicks it; a refused combination is explained in an alert. */
export function togglePick(pick: SlipPick, mode: SlipMode): void {
  const refusal = toggleSlipPick(pick, mode);
  if (refusal) void showAlert(refusal);
}

/** One odds stream batch: updates the prices and statuses of picked selections (▲ / ▼ in the cart). */
export function applyOddsToSlip(update: OddsUpdate): void {
  applyOddsUpdate(update);
}
