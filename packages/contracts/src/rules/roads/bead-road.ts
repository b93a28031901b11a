/**
 * Baccarat's bead road (비드로드): every round's winner as a circle, filled down a column of six and
 * then on to the next column, oldest at the top left, as casino scoreboards show it.
 */
import type { Card, MinigameResult } from '../../minigame-results';
import { baccaratPoints } from '../card-points';

export type BeadOutcome = 'P' | 'B' | 'T';

export interface Bead {
  roundId: number;
  outcome: BeadOutcome;
  /** the first two cards of the side were a pair */
  playerPair: boolean;
  bankerPair: boolean;
  /** the winning side's points (either side's on a tie) */
  points: number;
}

export interface PlacedBead extends Bead {
  column: number;
  row: number;
}

export const BEAD_ROWS = 6;

const isPair = (cards: readonly Card[]): boolean => cards.length >= 2 && cards[0]?.rank === cards[1]?.rank;

type BaccaratResult = Extract<MinigameResult, { kind: 'baccarat' }>;

export function beadOf(roundId: number, result: BaccaratResult): Bead {
  const player = baccaratPoints(result.player);
  const banker = baccaratPoints(result.banker);
  const outcome: BeadOutcome = player > banker ? 'P' : banker > player ? 'B' : 'T';
  return {
    roundId,
    outcome,
    playerPair: isPair(result.player),
    bankerPair: isPair(result.banker),
    points: outcome === 'B' ? banker : player,
  };
}

/** The beads of these rounds (any order), oldest first; rounds without a baccarat result are left out. */
export function beadsOf(rounds: readonly { id: number; result: MinigameResult | null }[]): Bead[] {
  return rounds
    .flatMap((round) => (round.result?.kind === 'baccarat' ? [beadOf(round.id, round.result)] : []))
    .sort((a, b) => a.roundId - b.roundId);
}

/**
 * The newest beads that fit `columns` columns, placed column by column from the top left. The
 * window starts on a column boundary of the whole history, so a bead keeps its row as rounds are
 * added and the road scrolls a column at a time, as on the tables.
 */
export function beadRoad(beads: readonly Bead[], columns: number): PlacedBead[] {
  const capacity = columns * BEAD_ROWS;
  const firstColumnStart = beads.length <= capacity ? 0 : Math.ceil((beads.length - capacity) / BEAD_ROWS) * BEAD_ROWS;
  return beads.slice(firstColumnStart).map((bead, index) => ({
    ...bead,
    column: Math.floor(index / BEAD_ROWS),
    row: index % BEAD_ROWS,
  }));
}

export const beadCounts = (beads: readonly Bead[]): Record<BeadOutcome, number> => ({
  P: beads.filter((b) => b.outcome === 'P').length,
  B: beads.filter((b) => b.outcome === 'B').length,
  T: beads.filter((b) => b.outcome === 'T').length,
});
