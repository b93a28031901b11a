import { create } from 'zustand';

interface PendingAlert {
  message: string;
  /** A confirmation offers 취소 as well as 확인. */
  asksConfirmation: boolean;
  resolve: (confirmed: boolean) => void;
}

export const useAlertQueue = create<{ queue: PendingAlert[] }>(() => ({ queue: [] }));

const enqueue = (message: string, asksConfirmation: boolean) =>
  new Promise<boolean>((resolve) => {
    useAlertQueue.setState((state) => ({ queue: [...state.queue, { message, asksConfirmation, resolve }] }));
  });

/**
 * The site's alert, instead of window.alert (SPEC.md §4, §8): shows the message and resolves when
 * the reader closes it. Alerts raised together are shown one after another.
 */
export async function showAlert(message: string): Promise<void> {
  await enqueue(message, false);
}

/** The site's confirmation: true for 확인, false for 취소; Esc and a click beside it do not answer it. */
export function showConfirm(message: string): Promise<boolean> {
  return enqueue(message, true);
}

export function closeCurrentAlert(confirmed = false): void {
  const [current, ...rest] = useAlertQueue.getState().queue;
  useAlertQueue.setState({ queue: rest });
  current?.resolve(confirmed);
}
