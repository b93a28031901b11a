import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { isRetryableDatabaseError } from '../db/errors';
import { DeadlineExceededError } from '../lib/deadline';
import { recordLimitHit } from '../modules/responsible-play/hits-repo';
import { PlayLimitError } from '../modules/responsible-play/limit-checks';
import { AppError, TooManyRequestsError } from './app-error';
import { errorMessages } from './messages';

export interface ErrorBody {
  message: string;
}

export interface ValidationIssue {
  /** dot-separated field path inside the validated part, e.g. "items.0.amount"; "" for the whole part */
  path: string;
  message: string;
}

export interface ValidationErrorBody extends ErrorBody {
  issues: ValidationIssue[];
}

/** Where refusals by a member's own limits are recorded (the app's database and clock). */
export interface RefusalRecorder {
  db: Database;
  clock: Clock;
}

/**
 * The only place an error becomes a response: Korean text, never a stack or internal detail. A
 * refusal by a member's own limit (PlayLimitError) is recorded here, once for every call, after the
 * refused transaction rolled back (the handler's await has ended by then).
 */
export function registerErrorHandling(app: FastifyInstance, recorder?: RefusalRecorder): void {
  app.setErrorHandler(async (error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: ValidationErrorBody = {
        message: errorMessages.invalidInput,
        issues: error.validation.map((issue) => ({
          path: issue.instancePath.split('/').filter(Boolean).join('.'),
          message: issue.message ?? errorMessages.invalidInput,
        })),
      };
      return reply.code(400).send(body);
    }
    if (error instanceof PlayLimitError && recorder) {
      await recordLimitHit(recorder.db, error, recorder.clock.now(), request.log);
    }
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSec));
      return sendError(reply, error.statusCode, error.message, error.details);
    }
    const status = clientErrorStatus(error);
    if (status !== undefined) {
      return sendError(reply, status, clientErrorMessage(status));
    }
    if (error instanceof DeadlineExceededError || isRetryableDatabaseError(error)) {
      request.log.warn({ err: error }, 'answered 503: a bound ran out or the database is unavailable');
      return sendUnavailable(reply);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, errorMessages.unexpected);
  });
}

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  details?: Readonly<Record<string, unknown>>,
): FastifyReply {
  // The message is always the Korean one, whatever the details hold.
  const body: ErrorBody = { ...details, message };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** Seconds a refused client is asked to wait: long enough for a burst to drain, short for a member. */
export const RETRY_AFTER_SEC = 2;

/**
 * The answer to a request the server could not serve for now (a bound ran out, the process is
 * saturated, the database is restarting): 503, Retry-After and the Korean "try again shortly".
 * Nothing was booked, so the same request may be sent again (docs/decisions/037).
 */
export function sendUnavailable(reply: FastifyReply): FastifyReply {
  reply.header('retry-after', String(RETRY_AFTER_SEC));
  return sendError(reply, 503, errorMessages.busy);
}

// Fastify and its plugins mark errors caused by the request itself (bad JSON, too large, rate limit) with a 4xx.
function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const { statusCode } = error as Pick<FastifyError, 'statusCode'>;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 ? statusCode : undefined;
}

function clientErrorMessage(status: number): string {
  switch (status) {
    case 400:
      return errorMessages.badRequest;
    case 404:
      return errorMessages.apiNotFound;
    case 413:
      return errorMessages.payloadTooLarge;
    case 415:
      return errorMessages.unsupportedMediaType;
    case 429:
      return errorMessages.tooManyRequests;
    default:
      return errorMessages.requestRejected;
  }
}
