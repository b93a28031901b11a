import { useRef } from 'react';

import { newAttemptKey } from './idempotency-key';

/**
 * The key of a money-moving attempt (a tether withdrawal, a rolling settlement): the same input sent
 * again retries the last attempt under its key, so the server answers it once.
 */
export function useAttemptKey() {
  const attempt = useRef<{ input: string; key: string } | null>(null);
  const keyFor = (input: string) => {
    if (attempt.current?.input !== input) attempt.current = { input, key: newAttemptKey() };
    return attempt.current.key;
  };
  /** The attempt went through: the next one, whatever it sends, is a new one. */
  const settled = () => {
    attempt.current = null;
  };
  return { keyFor, settled };
}
