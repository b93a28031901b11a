/**
 * What tournaments and the jackpot learn from casino and slot rounds (modules/casino/round-hooks.ts),
 * inside the wallet's transaction. A stake feeds the jackpot as it is taken; a round counts toward
 * tournaments when it closes, because only then is its whole stake known (the per-round minimum) and
 * whether it was rolled back (which counts nothing).
 */
import type { Database } from '../../db/client';
import type { CasinoRoundClosedEvent, CasinoRoundHooks } from '../casino/round-hooks';
import { addStakeShare, cryptoRandom, drawJackpot, type RandomSource } from './jackpot';
import { addToScores, enteredRunningTournaments, raiseScore } from './repo';
import { roundScore } from './scoring';

export interface TournamentRoundHooksOptions {
  /** the jackpot's draw; crypto randomness by default */
  random?: RandomSource;
}

/** Both hooks, always present. */
export type TournamentRoundHooks = Required<CasinoRoundHooks>;

export function tournamentRoundHooks(options: TournamentRoundHooksOptions = {}): TournamentRoundHooks {
  const random = options.random ?? cryptoRandom;
  return {
    async onStake(tx, event) {
      if (event.product === 'slot') await addStakeShare(tx, event.amount, event.at);
    },
    async onRoundClosed(tx, event) {
      await scoreRound(tx, event);
      return drawJackpot(tx, event, random);
    },
  };
}

async function scoreRound(tx: Database, event: CasinoRoundClosedEvent): Promise<void> {
  const entered = await enteredRunningTournaments(tx, {
    memberId: event.memberId,
    product: event.product,
    at: event.at,
  });
  for (const tournament of entered) {
    const score = roundScore(tournament.metric, tournament.minStake, event);
    if (score === null) continue;
    if (tournament.metric === 'total-stake') {
      await addToScores(tx, { memberId: event.memberId, tournamentId: tournament.id, amount: score, at: event.at });
    } else {
      await raiseScore(tx, { memberId: event.memberId, tournamentId: tournament.id, score, at: event.at });
    }
  }
}
