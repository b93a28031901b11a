import { create } from 'zustand';

/** How many navigations are being checked right now; the loading bar shows while it is above 0. */
export const useNavigationProgress = create<{ pending: number; started: number }>(() => ({ pending: 0, started: 0 }));

/** Counts one navigation in; call the answer when it is done. */
export function trackNavigation(): () => void {
  useNavigationProgress.setState((state) => ({ pending: state.pending + 1, started: state.started + 1 }));
  let finished = false;
  return () => {
    if (finished) return;
    finished = true;
    useNavigationProgress.setState((state) => ({ pending: Math.max(0, state.pending - 1) }));
  };
}
