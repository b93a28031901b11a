/**
 * The bet builder (같은 경기 조합) as the sports books use it: a fixture's view switches into builder
 * mode, and its price buttons then fill the builder slip instead of the cart. The slip itself is
 * BuilderSlipSlot (exports/builder-slip-slot.tsx).
 */
import type { SlipPick } from '@site/contracts/rules/bet-slip';

import { showAlert } from '../../../components/ui/alert';
import { setBuilderMode, toggleBuilderPick, useBuilderOn, useInBuilder } from '../builder/builder-store';

export { setBuilderMode, useBuilderOn, useInBuilder };

/** A price pressed in builder mode: taken into the builder slip or out of it; a refusal or a swap is said. */
export function toggleSameGamePick(pick: SlipPick): void {
  const note = toggleBuilderPick(pick);
  if (note) void showAlert(note);
}
