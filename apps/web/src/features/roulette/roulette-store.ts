/**
 * Which roulette dialog is open (SPEC.md §2, §4): exactly one of the five, or none. The top bar's
 * 룰렛 entry, the dialog's denomination tabs and the coupon box's spin buttons all go through here;
 * choosing the open wheel again closes it, choosing another closes the current one and opens the chosen.
 * `spinning` lives here rather than in a dialog, so a spin blocks the next one on every wheel.
 */
import { create } from 'zustand';

import type { RouletteWheel } from '@site/contracts/api/roulette-codes';

export const useRouletteDialog = create<{ open: RouletteWheel | null; spinning: boolean }>(() => ({
  open: null,
  spinning: false,
}));

/** Toggles `wheel`: open it (closing any other), or close it when it is the one open. */
export const toggleRouletteWheel = (wheel: RouletteWheel) =>
  useRouletteDialog.setState(({ open }) => ({ open: open === wheel ? null : wheel }));

/** Opens `wheel` whatever is open (the coupon box's spin buttons). */
export const openRouletteWheel = (wheel: RouletteWheel) => useRouletteDialog.setState({ open: wheel });

export const closeRoulette = () => useRouletteDialog.setState({ open: null });

export const setRouletteSpinning = (spinning: boolean) => useRouletteDialog.setState({ spinning });
