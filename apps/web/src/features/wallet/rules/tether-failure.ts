/**
 * What to tell the member when a tether call fails (SPEC.md §8: the server's response text). The
 * server answers maintenance with 503 and its Korean text, which the site's refusal text would hide
 * as an unexpected error; every other failure is told as the site tells any (nothing after a
 * session end, which the session handler announces).
 */
import { ApiError } from '../../../lib/api-client';
import { refusalMessage } from '../../../lib/form/refusal';

const SERVICE_UNAVAILABLE = 503;

/** The server's text when the tether service is under maintenance; null for any other failure. */
export const tetherMaintenanceMessage = (error: unknown): string | null =>
  error instanceof ApiError && error.status === SERVICE_UNAVAILABLE ? error.message : null;

export const tetherFailureMessage = (error: unknown): string | null =>
  tetherMaintenanceMessage(error) ?? refusalMessage(error);
