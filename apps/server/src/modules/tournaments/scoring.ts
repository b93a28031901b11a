/**
 * How a closed round scores in a tournament (pure, tested beside). Rules, decided for issue 14:
 * - only rounds that settled count; a rolled-back round counts nothing;
 * - a round whose whole stake is below the tournament's minimum counts nothing;
 * - total-stake adds the round's stake; best-multiplier keeps the best win/stake, in hundredths.
 * Ties: of two equal scores, the one reached first ranks higher (then the earlier entry, then the
 * smaller member id), so every rank names one member and each prize goes to exactly one. An entrant
 * who scored nothing is listed but wins no prize.
 */
import { MULTIPLIER_SCALE, type TournamentMetric } from '@site/contracts/api/tournaments';

export interface ClosedRound {
  stake: number;
  win: number;
  outcome: 'settled' | 'cancelled';
}

/** What the round adds (total-stake) or offers as a new best (best-multiplier); null when it does not count. */
export function roundScore(metric: TournamentMetric, minStake: number, round: ClosedRound): number | null {
  if (round.outcome !== 'settled' || round.stake <= 0 || round.stake < minStake) return null;
  if (metric === 'total-stake') return round.stake;
  return Math.floor((round.win * MULTIPLIER_SCALE) / round.stake);
}

/** Others see a nick name as its first character and stars ('홍**'). */
export function maskNickName(nickName: string): string {
  const characters = [...nickName];
  if (characters.length <= 1) return '*';
  return characters[0] + '*'.repeat(Math.min(characters.length - 1, 4));
}

/** What the rank is credited by the prize table (0 beyond it). */
export function prizeOfRank(prizes: readonly { rank: number; amount: number }[], rank: number): number {
  return prizes.find((prize) => prize.rank === rank)?.amount ?? 0;
}
