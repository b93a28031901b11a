/**
 * The one error services throw on purpose. Its message reaches the member verbatim, so it must be
 * Korean and must not reveal internals.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(statusCode: number, koreanMessage: string) {
    // Fastify can only send 100-599 (so not the spec's HTTP 600); fail where the mistake is made.
    if (!Number.isInteger(statusCode) || statusCode < 400 || statusCode > 599) {
      throw new RangeError(`AppError needs an HTTP error status from 400 to 599, got ${statusCode}`);
    }
    super(koreanMessage);
    this.statusCode = statusCode;
  }
}
