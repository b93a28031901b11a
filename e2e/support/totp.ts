import { STEP_MS, totp } from '../../scripts/lib/totp.mjs';

export { DEMO_TWO_FACTOR_SECRETS, totp } from '../../scripts/lib/totp.mjs';

/**
 * Codes to try, in order, for a login of an account other tests may have just logged in with the same
 * code (a used step is refused): now's, then the next step's, which the server accepts as drift.
 */
export const codesToTry = (secret: string, at: number = Date.now()): string[] => [
  totp(secret, at),
  totp(secret, at + STEP_MS),
];

/** Waits until the next 30-second step begins, when two fresh codes are open again. */
export const nextStep = (): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 100));
