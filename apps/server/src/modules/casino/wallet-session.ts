/** The wallet calls that move no money: authenticate (the launch token becomes a session) and balance. */
import type { z } from 'zod';
import type {
  CasinoWalletAnswer,
  casinoAuthenticateSchema,
  casinoBalanceSchema,
} from '@site/contracts/api/casino-wallet';
import type { CasinoAggregatorKey } from '@site/contracts/casino';
import { CASINO_SESSION_EXTEND_MINUTES } from '@site/contracts/constants';
import { TENDENCY_NO_CASINO } from '@site/contracts/roles';
import { findMemberById } from '../auth/member-lookup';
import { hashLaunchToken, newWalletSessionId } from './launch-token';
import type { CasinoWalletDeps } from './wallet-once';
import { consumeLaunchToken, insertCasinoSession, isSiteSessionLive, touchLiveSession } from './wallet-repo';

/** A wallet session ends after this long without a call from the game (SPEC.md §4's casino session). */
export const CASINO_SESSION_IDLE_MS = CASINO_SESSION_EXTEND_MINUTES * 60_000;

/** Our player id is the member's id as text; anything else names nobody. */
export function memberIdOf(playerId: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(playerId)) return undefined;
  const id = Number(playerId);
  return id <= 2_147_483_647 ? id : undefined;
}

/** Consumes the launch token (once, unexpired, this aggregator's) and opens the wallet session. */
export async function authenticate(
  { db, clock }: CasinoWalletDeps,
  aggregator: CasinoAggregatorKey,
  body: z.output<typeof casinoAuthenticateSchema>,
): Promise<CasinoWalletAnswer> {
  const now = clock.now();
  return db.transaction(async (tx): Promise<CasinoWalletAnswer> => {
    const launched = await consumeLaunchToken(tx, aggregator, hashLaunchToken(body.token), now);
    if (!launched || !(await isSiteSessionLive(tx, launched.siteSessionId))) return { status: 'INVALID_TOKEN' };
    const member = await findMemberById(tx, launched.memberId);
    if (!member) return { status: 'INVALID_TOKEN' };
    if (member.blocked || member.tendency.includes(TENDENCY_NO_CASINO)) {
      return { status: 'PLAYER_BLOCKED', balance: member.emoney };
    }
    const sessionId = newWalletSessionId();
    await insertCasinoSession(tx, {
      id: sessionId,
      memberId: member.id,
      siteSessionId: launched.siteSessionId,
      aggregator,
      gameCode: launched.gameCode,
      createdAt: now,
      lastSeenAt: now,
    });
    return {
      status: 'OK',
      sessionId,
      playerId: String(member.id),
      nickname: member.nickName,
      balance: member.emoney,
      currency: 'KRW',
      gameCode: launched.gameCode,
    };
  });
}

export async function balance(
  { db, clock }: CasinoWalletDeps,
  aggregator: CasinoAggregatorKey,
  body: z.output<typeof casinoBalanceSchema>,
): Promise<CasinoWalletAnswer> {
  const memberId = memberIdOf(body.playerId);
  if (memberId === undefined) return { status: 'BAD_REQUEST' };
  const session = { aggregator, sessionId: body.sessionId, memberId };
  if (!(await touchLiveSession(db, session, clock.now(), CASINO_SESSION_IDLE_MS))) return { status: 'INVALID_TOKEN' };
  const member = await findMemberById(db, memberId);
  if (!member) return { status: 'INVALID_TOKEN' };
  return { status: 'OK', balance: member.emoney };
}
