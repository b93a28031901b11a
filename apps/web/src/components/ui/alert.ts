import { create } from 'zustand';

/** A question the site asks before acting: 확인 (or `confirmLabel`) answers yes, 취소 no. */
export interface ConfirmOptions {
  /** a heading over the message (a console action's name, a game window's kind) */
  title?: string;
  message: string;
  /** the yes button's label, when 확인 says too little (발급, 삭제) */
  confirmLabel?: string;
  /** a change that cannot be taken back: the yes button is red */
  danger?: boolean;
  /**
   * Run within the click on the yes button, before the answer resolves: what must count as the
   * person's own action (opening a window a pop-up blocker would otherwise stop).
   */
  onConfirm?: () => void;
}

interface PendingAlert extends ConfirmOptions {
  /** A confirmation offers 취소 as well as 확인. */
  asksConfirmation: boolean;
  resolve: (confirmed: boolean) => void;
}

export const useAlertQueue = create<{ queue: PendingAlert[] }>(() => ({ queue: [] }));

const enqueue = (options: ConfirmOptions, asksConfirmation: boolean) =>
  new Promise<boolean>((resolve) => {
    useAlertQueue.setState((state) => ({ queue: [...state.queue, { ...options, asksConfirmation, resolve }] }));
  });

/**
 * The site's alert, instead of window.alert (SPEC.md §4, §8): shows the message and resolves when
 * the reader closes it. Alerts raised together are shown one after another.
 */
export async function showAlert(message: string): Promise<void> {
  await enqueue({ message }, false);
}

/**
 * The site's one confirmation, for members and operators alike: true for 확인, false for 취소; Esc
 * and a click beside it do not answer it (SPEC.md §4). A bare message, or a titled question with its
 * own yes label.
 */
export function showConfirm(question: string | ConfirmOptions): Promise<boolean> {
  return enqueue(typeof question === 'string' ? { message: question } : question, true);
}

export function closeCurrentAlert(confirmed = false): void {
  const [current, ...rest] = useAlertQueue.getState().queue;
  useAlertQueue.setState({ queue: rest });
  if (confirmed) current?.onConfirm?.();
  current?.resolve(confirmed);
}
