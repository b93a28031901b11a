import { create } from 'zustand';

import type { MemberNotification } from '@site/contracts/api/notifications-codes';

/** At most this many toasts at once: a burst of settled bets shows the newest, the bell keeps them all. */
export const MAX_TOASTS = 3;

interface ToastState {
  toasts: MemberNotification[];
  show: (notification: MemberNotification) => void;
  dismiss: (id: number) => void;
}

export const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  show: (notification) =>
    set((state) =>
      state.toasts.some((toast) => toast.id === notification.id)
        ? state
        : { toasts: [...state.toasts, notification].slice(-MAX_TOASTS) },
    ),
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));
