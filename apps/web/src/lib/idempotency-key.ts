/**
 * A key for one attempt of a request that moves money (a bet, an operator's credit): a retry of the
 * same attempt sends it again and the server answers the first result instead of booking twice.
 * 128 random bits. randomUUID exists only in secure contexts (https, localhost); a site opened over
 * plain http elsewhere still has getRandomValues.
 */
export const newAttemptKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
