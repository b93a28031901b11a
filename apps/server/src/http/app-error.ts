/**
 * The one error services throw on purpose. Its message reaches the member verbatim, so it must be
 * Korean and must not reveal internals. `details` adds fields to the body beside the message, for a
 * client that acts on them (e.g. the changed prices of a refused bet).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(statusCode: number, koreanMessage: string, details?: Record<string, unknown>) {
    // Fastify can only send 100-599 (so not the spec's HTTP 600); fail where the mistake is made.
    if (!Number.isInteger(statusCode) || statusCode < 400 || statusCode > 599) {
      throw new RangeError(`AppError needs an HTTP error status from 400 to 599, got ${statusCode}`);
    }
    super(koreanMessage);
    this.statusCode = statusCode;
    this.details = details;
  }
}

/** A 429 that says when to come back: the error handler sends `Retry-After` (whole seconds, at least 1). */
export class TooManyRequestsError extends AppError {
  override name = 'TooManyRequestsError';
  readonly retryAfterSec: number;

  constructor(koreanMessage: string, retryAfterMs: number) {
    super(429, koreanMessage);
    this.retryAfterSec = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}
