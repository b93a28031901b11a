/**
 * What a live table deals, behind one shape for the baccarat and roulette tables: how a round is dealt
 * (from the table's shoe, for baccarat), what a spot returns, and the round in a line.
 */
import {
  baccaratReturn,
  baccaratSpotNames,
  baccaratSpots,
  dealCoup,
  describeCoup,
  newShoe,
  type BaccaratCoup,
  type BaccaratShoe,
  type BaccaratSpot,
} from './baccarat';
import type { CasinoRandom } from './random';
import {
  describeSpin,
  isRouletteSpot,
  rouletteReturn,
  rouletteSpotName,
  spinWheel,
  type RouletteSpin,
} from './roulette';

export type TableKind = 'baccarat' | 'roulette';
export type TableOutcome = BaccaratCoup | RouletteSpin;

export interface TableGame {
  deal(shoe: unknown, random: CasinoRandom): { outcome: TableOutcome; shoe: unknown };
  isSpot(spot: string): boolean;
  spotName(spot: string): string;
  returnOf(spot: string, stake: number, outcome: TableOutcome): number;
  describe(outcome: TableOutcome): string;
}

const isBaccaratSpot = (spot: string): spot is BaccaratSpot => (baccaratSpots as readonly string[]).includes(spot);

const baccaratTable: TableGame = {
  deal(shoe, random) {
    const current = (shoe as BaccaratShoe | null) ?? newShoe(random, 1);
    const dealt = dealCoup(current, random);
    return { outcome: dealt.coup, shoe: dealt.shoe };
  },
  isSpot: isBaccaratSpot,
  spotName: (spot) => (isBaccaratSpot(spot) ? baccaratSpotNames[spot] : spot),
  returnOf: (spot, stake, outcome) =>
    isBaccaratSpot(spot) && outcome.kind === 'baccarat' ? baccaratReturn(spot, stake, outcome) : 0,
  describe: (outcome) => (outcome.kind === 'baccarat' ? describeCoup(outcome) : ''),
};

const rouletteTable: TableGame = {
  deal: (_shoe, random) => ({ outcome: spinWheel(random), shoe: null }),
  isSpot: isRouletteSpot,
  spotName: rouletteSpotName,
  returnOf: (spot, stake, outcome) => (outcome.kind === 'roulette' ? rouletteReturn(spot, stake, outcome) : 0),
  describe: (outcome) => (outcome.kind === 'roulette' ? describeSpin(outcome) : ''),
};

export const tableGames: Record<TableKind, TableGame> = { baccarat: baccaratTable, roulette: rouletteTable };
