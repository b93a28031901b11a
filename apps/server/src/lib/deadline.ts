import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The time by which the work in hand must be answered: a request's deadline (http/request-deadline.ts)
 * is carried to everything the request's handler awaits, so a transaction can refuse to commit once
 * the member has already been told that nothing happened (docs/decisions/037).
 */
interface DeadlineScope {
  /** epoch milliseconds */
  readonly at: number;
}

const deadlineScope = new AsyncLocalStorage<DeadlineScope>();

/** Runs `work` (and all it awaits) under a deadline at epoch ms `at`. */
export function withDeadline<T>(at: number, work: () => T): T {
  return deadlineScope.run({ at }, work);
}

/** The deadline of the work in hand, epoch ms; undefined outside a request (workers, start-up). */
export function currentDeadline(): number | undefined {
  return deadlineScope.getStore()?.at;
}

/** Thrown where work notices its deadline has passed: it must stop and book nothing. */
export class DeadlineExceededError extends Error {
  override name = 'DeadlineExceededError';
  constructor() {
    super('the request ran out of time');
  }
}

/** Throws DeadlineExceededError when the work in hand is past its deadline. */
export function checkDeadline(now = Date.now()): void {
  const at = currentDeadline();
  if (at !== undefined && now >= at) throw new DeadlineExceededError();
}
