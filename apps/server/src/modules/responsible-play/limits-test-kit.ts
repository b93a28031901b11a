/**
 * Test support for the member's own limits: the calls /responsible-play makes, a setting read out of
 * the answer, and a fresh login once a test has moved the clock past the session's idle limit.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { PlayLimits, PlayLimitView } from '@site/contracts/api/play-limits';
import type { PlayLimitKind } from '@site/contracts/responsible-play';
import type { BetsTestApp, Bettor } from '../betting/bets-test-kit';
import { authHeaders, loginAs } from '../../test/members';

export function putLimits(kit: BetsTestApp, who: Bettor, payload: unknown): Promise<LightMyRequestResponse> {
  return kit.app.inject({ method: 'PUT', url: '/api/member/limits', headers: who.headers, payload: payload as object });
}

/** PUT /member/limits that must be accepted; answers the limits as they then stand. */
export async function putLimitsOk(
  kit: BetsTestApp,
  who: Bettor,
  payload: Record<string, unknown>,
): Promise<PlayLimits> {
  const response = await putLimits(kit, who, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PlayLimits>();
}

export async function getLimits(kit: BetsTestApp, who: Bettor): Promise<PlayLimits> {
  const response = await kit.app.inject({ method: 'GET', url: '/api/member/limits', headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PlayLimits>();
}

export function cancelPending(kit: BetsTestApp, who: Bettor, kind: string): Promise<LightMyRequestResponse> {
  return kit.app.inject({ method: 'DELETE', url: `/api/member/limits/${kind}/pending`, headers: who.headers });
}

export function limitOf(limits: PlayLimits, kind: PlayLimitKind): PlayLimitView {
  const view = limits.limits.find((limit) => limit.kind === kind);
  if (!view) throw new Error(`no ${kind} in the answer`);
  return view;
}

/** The same member logged in again: a test that moves the clock a day ends the old session by idleness. */
export async function loggedInAgain(kit: BetsTestApp, who: Bettor): Promise<Bettor> {
  const token = await loginAs(kit.app, who.member.userId);
  return { ...who, token, headers: authHeaders(token) };
}
