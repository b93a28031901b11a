import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import { POPUP_DISMISS_HOURS } from '@site/contracts/constants';

/**
 * SPEC.md §4: closing hides a popup until the next visit; the six-hour choice hides it for six
 * hours, remembered in local storage. Only that part of the state is persisted.
 */
interface PopupState {
  /** Popup id → epoch ms until which it stays hidden (notShowingexpireTime). */
  hiddenUntil: Record<number, number>;
  /** Closed during this visit. */
  closed: Record<number, true>;
  close: (id: number) => void;
  hideForSixHours: (id: number, now?: number) => void;
}

export const POPUP_STORAGE_KEY = 'site.popups';

export const usePopupStore = create<PopupState>()(
  persist(
    (set) => ({
      hiddenUntil: {},
      closed: {},
      close: (id) => set((state) => ({ closed: { ...state.closed, [id]: true } })),
      hideForSixHours: (id, now = Date.now()) =>
        set((state) => ({
          closed: { ...state.closed, [id]: true },
          hiddenUntil: { ...state.hiddenUntil, [id]: now + POPUP_DISMISS_HOURS * 3_600_000 },
        })),
    }),
    {
      name: POPUP_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ hiddenUntil: state.hiddenUntil }),
    },
  ),
);

/** Whether a popup shows: not closed in this visit, and its six hours (if any) are over. */
export const isPopupVisible = (id: number, state: Pick<PopupState, 'hiddenUntil' | 'closed'>, now: number): boolean =>
  !state.closed[id] && (state.hiddenUntil[id] ?? 0) <= now;

/** SPEC.md §4: a lower sort stacks higher (z-index 1000 − sort). */
export const popupZIndex = (sort: number): number => 1000 - sort;
