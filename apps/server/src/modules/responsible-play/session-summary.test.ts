import { describe, expect, it } from 'vitest';
import type { SessionSummary } from '@site/contracts/api/reality-check';
import { authHeaders, loginAs } from '../../test/members';
import { getOk } from '../betting/bets-test-kit';
import {
  creditBody,
  debitBody,
  launchToken,
  player,
  useCasinoApp,
  walletCall,
  type Player,
} from '../casino/casino-test-kit';
import { writeLimitNow } from './limits-repo';

const kit = useCasinoApp();

/** A round of the live table: the stake debited, then the closing credit (0: lost). */
async function playRound(who: Player, roundId: string, stake: number, win: number): Promise<void> {
  expect(await walletCall(kit, 'debit', debitBody(who, roundId, stake))).toMatchObject({ status: 'OK' });
  expect(await walletCall(kit, 'credit', creditBody(who, roundId, win))).toMatchObject({ status: 'OK' });
}

/**
 * The ledger stamps its rows with the database's clock, the login with the app's: the test's clock is
 * put a millisecond past the real time before a login, so the session begins after every row written
 * so far and before every row written from it on, as it does on a real server.
 */
function clockPastRealTime(): void {
  kit.clock.advance(Date.now() + 1 - kit.clock.now().getTime());
}

describe('GET /api/member/session', () => {
  it('sums the stakes and the net result of this session only: a round won and a round lost', async () => {
    const earlier = await player(kit, 100_000);
    // A round of an earlier session is not this session's.
    await playRound(earlier, 'rc-earlier', 7_000, 0);

    clockPastRealTime();
    const startedAt = kit.clock.now();
    const token = await loginAs(kit.app, earlier.member.userId);
    const headers = authHeaders(token);
    const answer = await walletCall(kit, 'authenticate', {
      token: await launchToken(kit, { ...earlier, token, headers }),
    });
    const who: Player = {
      ...earlier,
      token,
      headers,
      sessionId: answer.sessionId ?? '',
      playerId: answer.playerId ?? '',
    };
    await kit.db.transaction(async (tx) => {
      await writeLimitNow(tx, who.member.id, 'realityCheckMinutes', 30, kit.clock.now());
      await writeLimitNow(tx, who.member.id, 'sessionMinutes', 120, kit.clock.now());
    });

    await playRound(who, 'rc-won', 10_000, 25_000);
    await playRound(who, 'rc-lost', 5_000, 0);
    kit.clock.advance(90_000);

    const seen = await getOk<SessionSummary>(kit, '/api/member/session', headers);
    expect(seen).toEqual({
      startedAt: startedAt.toISOString(),
      now: kit.clock.now().toISOString(),
      realityCheckMinutes: 30,
      sessionMinutes: 120,
      stakes: 15_000,
      returns: 25_000,
      net: 10_000,
    });
  });

  it('answers a session with no play yet and no reminders set with zeros and nulls', async () => {
    const who = await player(kit, 50_000);
    expect(await getOk<SessionSummary>(kit, '/api/member/session', who.headers)).toMatchObject({
      realityCheckMinutes: null,
      sessionMinutes: null,
      stakes: 0,
      returns: 0,
      net: 0,
    });
  });

  it('refuses a guest', async () => {
    const response = await kit.app.inject({ method: 'GET', url: '/api/member/session' });
    expect(response.statusCode).toBe(401);
  });
});
