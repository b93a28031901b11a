import { create } from 'zustand';

/** How a toast's edge is coloured: money in or a win, a refusal or a loss, anything else. */
export type ToastTone = 'good' | 'bad' | 'plain';

export const toneColours: Record<ToastTone, string> = { good: '#e7c89d', bad: '#e5484d', plain: '#5d8fd6' };

/**
 * A short message that does not stop the member (issue 29): a placed bet, a notification that arrived.
 * Alerts (alert.ts) are for what the member must answer; a toast closes by itself.
 */
export interface SiteToast {
  /** the same key twice shows once: a notification pushed again after a reconnect */
  key: string;
  tone: ToastTone;
  title: string;
  /** a second, quieter line (several lines separated by \n) */
  detail?: string | null;
  /** tapping the toast: e.g. opens what the notification is about; the toast closes */
  onOpen?: () => void;
}

/** At most this many at once: a burst of settled bets shows the newest, the bell keeps them all. */
export const MAX_TOASTS = 3;

export const useToasts = create<{ toasts: SiteToast[] }>(() => ({ toasts: [] }));

export function showToast(toast: SiteToast): void {
  useToasts.setState((state) =>
    state.toasts.some((shown) => shown.key === toast.key)
      ? state
      : { toasts: [...state.toasts, toast].slice(-MAX_TOASTS) },
  );
}

export function dismissToast(key: string): void {
  useToasts.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.key !== key) }));
}
