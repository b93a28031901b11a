/**
 * SPEC.md §8: the HTTP statuses with which the server ends a session, and why. The site handles
 * them in one place (lib/api-client) with the alert and destination of each.
 */
export const SESSION_ENDED_ELSEWHERE = 555;
export const SESSION_EXPIRED = 556;
export const ACCOUNT_BLOCKED = 406;
export const IP_BLOCKED = 600;
export const SERVER_FAILURE = 500;

export const sessionEndingStatuses = [
  SESSION_ENDED_ELSEWHERE,
  SESSION_EXPIRED,
  ACCOUNT_BLOCKED,
  IP_BLOCKED,
  SERVER_FAILURE,
] as const;
export type SessionEndingStatus = (typeof sessionEndingStatuses)[number];

/** The token header of SPEC.md §7: `X-AUTH-TOKEN: Bearer <token>`. */
export const AUTH_HEADER = 'X-AUTH-TOKEN';
export const bearer = (token: string): string => `Bearer ${token}`;
