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

/** The cart a taken pick belongs in: an in-play fixture's 인플레이, a virtual event's 가상게임, else 유럽형. */
export const cartOfPick = (pick: { live: boolean; virtual: boolean }): { book: CartBook; mode: SlipMode } =>
  pick.virtual
    ? { book: 'virtual', mode: 'virtual' }
    : pick.live
      ? { book: 'inplay', mode: 'inplay' }
      : { book: 'europe', mode: 'europe' };

/**
 * Puts picks into their carts in one go (a shared slip's 모두 담기): each under its cart's usual rule,
 * one already there stays (never toggled out), and a pick the cart refuses is left out with the
 * cart's own message. Answers how many went in, the first refusal and the cart of the first pick.
 */
export function addPicksToCarts(picks: readonly (SlipPick & { virtual: boolean })[]): {
  added: number;
  refusal: string | null;
  book: CartBook | null;
} {
  let added = 0;
  let refusal: string | null = null;
  for (const { virtual, ...pick } of picks) {
    const { book, mode } = cartOfPick({ live: pick.live, virtual });
    if (useBetSlip.getState().slips[book].picks.some((p) => p.selectionId === pick.selectionId)) continue;
    const refused = toggleSlipPick(book, pick, mode);
    if (refused) refusal ??= refused;
    else added += 1;
  }
  const first = picks[0];
  return { added, refusal, book: first ? cartOfPick(first).book : null };
}
