/**
 * A tournament's end: its prizes credited by rank, exactly once. First it is shut to scoring in a
 * transaction of its own (closeToScoring), which waits for rounds still being scored: the standings
 * the prizes follow are then final. The payout's transaction holds the tournament's row, so a second
 * run (another process, or a retry) waits and then finds it paid; the payouts' unique (tournament,
 * rank) and the ledger's unique reference refuse a second credit anyway. Shutting and paying are two
 * transactions because a round's scoring holds its member's row before the tournament's, and a payout
 * locks members: in one transaction the two could wait for each other.
 */
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { tournamentPayouts, tournaments } from '../../db/schema/tournaments';
import { eq } from 'drizzle-orm';
import { changeBalance, type BalanceChange } from '../ledger/service';
import { closeToScoring, endedUnpaidTournamentIds, lockTournament, standings } from './repo';
import { prizeOfRank } from './scoring';

export async function payTournament(db: Database, tournamentId: number, now: Date): Promise<BalanceChange[]> {
  if (!(await closeToScoring(db, tournamentId, now))) return [];
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, tournamentId);
    if (!tournament || tournament.state !== 'closing') return [];
    const ranked = await standings(tx, tournamentId, tournament.prizes.length);
    const changes: BalanceChange[] = [];
    for (const standing of ranked) {
      const amount = prizeOfRank(tournament.prizes, standing.rank);
      if (amount === 0 || standing.score <= 0) continue;
      await tx.insert(tournamentPayouts).values({
        tournamentId,
        rank: standing.rank,
        memberId: standing.memberId,
        score: standing.score,
        amount,
        paidAt: now,
      });
      changes.push(
        await changeBalance(tx, {
          memberId: standing.memberId,
          currency: 'money',
          amount,
          reason: 'tournament_prize',
          reference: `tournament:${tournamentId}:rank:${standing.rank}`,
          memo: `${tournament.title} ${standing.rank}위`,
        }),
      );
    }
    await tx.update(tournaments).set({ state: 'paid', paidAt: now }).where(eq(tournaments.id, tournamentId));
    return changes;
  });
}

/** Pays every tournament whose end has passed; answers the balance changes to publish. */
export async function payEndedTournaments(db: Database, clock: Clock): Promise<BalanceChange[]> {
  const now = clock.now();
  const changes: BalanceChange[] = [];
  for (const { id } of await endedUnpaidTournamentIds(db, now)) changes.push(...(await payTournament(db, id, now)));
  return changes;
}
