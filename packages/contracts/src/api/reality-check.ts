/**
 * The reality check and the session time limit (issue 33, docs/decisions/066): what the site needs to
 * remind a member how long they have played this session and what it cost, and to end the session at
 * the member's own limit.
 */
import { z } from 'zod';

/** GET /member/session: this session's start, the server's now, the member's reminders and this session's play. */
export const sessionSummarySchema = z.object({
  /** when this login began (ISO 8601) */
  startedAt: z.string(),
  /** the server's time of this answer (ISO 8601): the site times its reminders by it, not by its own clock */
  now: z.string(),
  /** the reality check's interval in minutes, null: off */
  realityCheckMinutes: z.number().int().nullable(),
  /** the session time limit in force, in minutes, null: none */
  sessionMinutes: z.number().int().nullable(),
  /** stakes of every product since the session began, less those refunded (won) */
  stakes: z.number().int(),
  /** what came back: payouts and wins (won) */
  returns: z.number().int(),
  /** returns − stakes: above zero the member is up */
  net: z.number().int(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/** Why a session ended at the member's own session limit: the answer's message (status 556). */
export const sessionLimitReachedMessage = (minutes: number | null): string =>
  minutes === null
    ? '설정하신 1회 접속 시간 제한에 도달해 로그아웃되었습니다.'
    : `설정하신 1회 접속 시간 제한(${minutes}분)에 도달해 로그아웃되었습니다.`;
