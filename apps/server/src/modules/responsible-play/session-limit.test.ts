import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionSummary } from '@site/contracts/api/reality-check';
import { SESSION_EXPIRED } from '@site/contracts/api/session-codes';
import type { PlayLimitKind } from '@site/contracts/responsible-play';
import { sessions } from '../../db/schema/sessions';
import { LocalBus } from '../../events/bus';
import { useDemoApp } from '../../test/demo-app';
import { fakeClock } from '../../test/fake-clock';
import { authHeaders, createMember, getUser, loginAs } from '../../test/members';
import { SESSION_CACHE_TTL_MS } from '../auth/session-cache';
import { hashToken } from '../auth/tokens';
import { writeLimitNow, writeLimitPending } from './limits-repo';

const clock = fakeClock();
const bus = new LocalBus();
const demo = useDemoApp({}, { clock, bus });

const MINUTE = 60_000;
const limitMessage = (minutes: number) => `설정하신 1회 접속 시간 제한(${minutes}분)에 도달해 로그아웃되었습니다.`;

/** Sets a limit as PUT /api/member/limits does: written at once, and every process told the member changed. */
async function setLimitNow(memberId: number, kind: PlayLimitKind, value: number | null): Promise<void> {
  await demo.db.transaction((tx) => writeLimitNow(tx, memberId, kind, value, clock.now()));
  bus.publish('memberChanged', { memberId });
}

/** Keeps the session from idling out (the site's own auto-logout) while the test moves the clock `ms` on. */
async function stayActive(token: string, ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 10 * MINUTE) {
    clock.advance(Math.min(10 * MINUTE, left));
    const response = await getUser(demo.app, token);
    expect(response.statusCode, response.body).toBe(200);
  }
}

async function summary(token: string) {
  return demo.app.inject({ method: 'GET', url: '/api/member/session', headers: authHeaders(token) });
}

describe('the session time limit', () => {
  it('ends the session when the clock reaches the member’s limit, with the limit named, and a new login starts afresh', async () => {
    const member = await createMember(demo.db);
    await setLimitNow(member.id, 'sessionMinutes', 30);
    const token = await loginAs(demo.app, member.userId);
    // The last request before the limit reads the session afresh and keeps it; the two after it are
    // answered from the process's cache (within its time to trust, no last-seen write due).
    await stayActive(token, 30 * MINUTE - SESSION_CACHE_TTL_MS);
    clock.advance(SESSION_CACHE_TTL_MS - 1_000);
    expect((await getUser(demo.app, token)).statusCode).toBe(200);

    clock.advance(1_000);
    const ended = await getUser(demo.app, token);
    expect(ended.statusCode).toBe(SESSION_EXPIRED);
    expect(ended.json()).toMatchObject({ message: limitMessage(30) });
    // Every later request with the token is told the same.
    const again = await summary(token);
    expect(again.statusCode).toBe(SESSION_EXPIRED);
    expect(again.json()).toMatchObject({ message: limitMessage(30) });
    const [row] = await demo.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ endReason: 'time_limit', endedAt: clock.now() });

    const next = await loginAs(demo.app, member.userId);
    expect((await getUser(demo.app, next)).statusCode).toBe(200);
  });

  it('applies a limit set during the session at once, even to a session the process has cached', async () => {
    const member = await createMember(demo.db);
    const token = await loginAs(demo.app, member.userId);
    await stayActive(token, 40 * MINUTE);
    await setLimitNow(member.id, 'sessionMinutes', 30);
    clock.advance(1_000);
    const ended = await getUser(demo.app, token);
    expect(ended.statusCode).toBe(SESSION_EXPIRED);
    expect(ended.json()).toMatchObject({ message: limitMessage(30) });
  });

  it('keeps a limit whose removal still waits, and lets members without a limit play on', async () => {
    const limited = await createMember(demo.db);
    const free = await createMember(demo.db);
    await demo.db.transaction((tx) =>
      writeLimitPending(
        tx,
        limited.id,
        'sessionMinutes',
        { inForce: 60, value: null, from: new Date(clock.now().getTime() + 24 * 60 * MINUTE) },
        clock.now(),
      ),
    );
    // A reminder alone limits nothing.
    await setLimitNow(free.id, 'realityCheckMinutes', 30);
    const limitedToken = await loginAs(demo.app, limited.userId);
    const freeToken = await loginAs(demo.app, free.userId);

    for (let minutes = 10; minutes < 60; minutes += 10) {
      clock.advance(10 * MINUTE);
      expect((await getUser(demo.app, limitedToken)).statusCode).toBe(200);
      expect((await getUser(demo.app, freeToken)).statusCode).toBe(200);
    }
    clock.advance(10 * MINUTE);
    const ended = await getUser(demo.app, limitedToken);
    expect(ended.statusCode).toBe(SESSION_EXPIRED);
    expect(ended.json()).toMatchObject({ message: limitMessage(60) });

    await stayActive(freeToken, 180 * MINUTE);
    const seen = await summary(freeToken);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json<SessionSummary>()).toMatchObject({ realityCheckMinutes: 30, sessionMinutes: null });
  });
});
