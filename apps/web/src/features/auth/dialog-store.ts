import { create } from 'zustand';

/** The auth feature's dialogs: one open at a time. */
export type AuthDialog = 'login' | 'join' | 'userInfo' | null;

/** `opened` counts openings, so a form keyed by it starts empty every time (SPEC.md §4). */
export const useAuthDialog = create<{ open: AuthDialog; opened: number }>(() => ({ open: null, opened: 0 }));

export const openAuthDialog = (open: Exclude<AuthDialog, null>) =>
  useAuthDialog.setState((state) => ({ open, opened: state.opened + 1 }));
export const closeAuthDialog = () => useAuthDialog.setState({ open: null });
