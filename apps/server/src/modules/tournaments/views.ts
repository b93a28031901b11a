/** What members and operators see of a tournament: its status and countdowns by the server's clock. */
import type { LeaderboardRow, TournamentStatus, TournamentSummary } from '@site/contracts/api/tournaments';
import type { Database } from '../../db/client';
import type { TournamentRow } from '../../db/schema/tournaments';
import { entrantCount, isEntered, type StandingRow } from './repo';
import { maskNickName, prizeOfRank } from './scoring';

const secondsUntil = (when: Date, now: Date) => Math.max(0, Math.ceil((when.getTime() - now.getTime()) / 1000));

/** An open tournament past its end stays 'running' until the payout worker has paid it. */
export function tournamentStatus(row: TournamentRow, now: Date): TournamentStatus {
  if (row.state === 'cancelled') return 'cancelled';
  if (row.state === 'paid') return 'finished';
  return now < row.startsAt ? 'scheduled' : 'running';
}

export async function summarize(
  db: Database,
  row: TournamentRow,
  now: Date,
  memberId: number | undefined,
): Promise<TournamentSummary> {
  return {
    id: row.id,
    title: row.title,
    product: row.product,
    metric: row.metric,
    minStake: row.minStake,
    status: tournamentStatus(row, now),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    secondsToStart: secondsUntil(row.startsAt, now),
    secondsToEnd: secondsUntil(row.endsAt, now),
    prizes: row.prizes,
    entrants: await entrantCount(db, row.id),
    joined: memberId === undefined ? false : await isEntered(db, row.id, memberId),
  };
}

/** Others' nick names are masked; scores of nothing win nothing (scoring.ts). */
export function leaderboardRow(
  row: TournamentRow,
  standing: StandingRow,
  memberId: number | undefined,
): LeaderboardRow {
  const mine = standing.memberId === memberId;
  return {
    rank: standing.rank,
    nickName: mine ? standing.nickName : maskNickName(standing.nickName),
    score: standing.score,
    prize: standing.score > 0 ? prizeOfRank(row.prizes, standing.rank) : 0,
    mine,
  };
}
