/**
 * What to tell the member when a tether call fails (SPEC.md §8: the server's response text). The
 * server answers maintenance with 503 and its Korean text, which the generic rule would hide as an
 * unexpected error; every other failure is told as the site tells any.
 */
import { ApiError, userFacingMessage } from '../../../lib/api-client';

const SERVICE_UNAVAILABLE = 503;

export const tetherFailureMessage = (error: unknown): string =>
  error instanceof ApiError && error.status === SERVICE_UNAVAILABLE ? error.message : userFacingMessage(error);
