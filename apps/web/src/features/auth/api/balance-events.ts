/**
 * Every balance the stream pushes, for the features that change with it (a cashier page whose
 * pending request was just approved), without each opening a stream of its own.
 */
import type { BalanceUpdate } from '@site/contracts/api/member';

type Listener = (update: BalanceUpdate) => void;

const listeners = new Set<Listener>();

/** Calls `listener` with each balance pushed from now on; the answer stops it. */
export function onBalanceUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceBalanceUpdate(update: BalanceUpdate): void {
  for (const listener of listeners) listener(update);
}
