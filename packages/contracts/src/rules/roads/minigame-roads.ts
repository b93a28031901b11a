/**
 * Which pattern roads (pattern-road.ts) a minigame draws and what each round counts as on each: the
 * same readings the games' markets settle by (the server's round engine, apps/server/src/sim/minigames/kinds):
 *   파워볼: the powerball 홀/짝 and 언더 0-4 / 오버 5-9; the five normal balls' sum 홀/짝 and 언더 15-72 / 오버 73-130;
 *   사다리 and 키노사다리: 좌/우 출발, 3/4줄, and 홀/짝 where the line ends (좌4 and 우3 end 홀);
 *   홀짝 (one card): the card's rank 홀/짝; 스피드키노: the twenty numbers' sum 홀/짝.
 * Baccarat has its own roads (bead-road.ts, big-road.ts, derived-roads.ts).
 */
import type { MinigameResult, MinigameResultKind } from '../../minigame-results';
import type { RoadEntry } from './pattern-road';

export type RoadOutcome = 'odd' | 'even' | 'under' | 'over' | 'left' | 'right' | '3' | '4';

export type MinigameRoadKey =
  | 'power_oddeven'
  | 'power_underover'
  | 'sum_oddeven'
  | 'sum_underover'
  | 'ladder_start'
  | 'ladder_lines'
  | 'ladder_oddeven'
  | 'oddeven';

export interface MinigameRoad {
  key: MinigameRoadKey;
  /** the two outcomes in the order the road's tab and legend name them */
  outcomes: readonly [RoadOutcome, RoadOutcome];
  /** what the round counts as on this road, or null when the result is not this road's kind */
  read: (result: MinigameResult) => RoadOutcome | null;
}

/** The powerball's under/over line: 언더 0-4, 오버 5-9. */
export const POWERBALL_UNDER_MAX = 4;
/** The normal balls' sum line: 언더 15-72, 오버 73-130. */
export const POWERBALL_SUM_UNDER_MAX = 72;

const sum = (numbers: readonly number[]): number => numbers.reduce((total, number) => total + number, 0);
const oddEven = (value: number): RoadOutcome => (value % 2 === 1 ? 'odd' : 'even');
const underOver = (value: number, underMax: number): RoadOutcome => (value <= underMax ? 'under' : 'over');

type LadderLike = Extract<MinigameResult, { kind: 'ladder' | 'kenoladder' }>;
const ladderOf = (result: MinigameResult): LadderLike | null =>
  result.kind === 'ladder' || result.kind === 'kenoladder' ? result : null;
/** The line ends on the odd side from the left with four rungs or from the right with three. */
export const ladderEndsOdd = ({ start, lines }: Pick<LadderLike, 'start' | 'lines'>): boolean =>
  (start === 'left') === (lines === 4);

const powerballRoads: MinigameRoad[] = [
  {
    key: 'power_oddeven',
    outcomes: ['odd', 'even'],
    read: (r) => (r.kind === 'powerball' ? oddEven(r.powerball) : null),
  },
  {
    key: 'power_underover',
    outcomes: ['under', 'over'],
    read: (r) => (r.kind === 'powerball' ? underOver(r.powerball, POWERBALL_UNDER_MAX) : null),
  },
  {
    key: 'sum_oddeven',
    outcomes: ['odd', 'even'],
    read: (r) => (r.kind === 'powerball' ? oddEven(sum(r.balls)) : null),
  },
  {
    key: 'sum_underover',
    outcomes: ['under', 'over'],
    read: (r) => (r.kind === 'powerball' ? underOver(sum(r.balls), POWERBALL_SUM_UNDER_MAX) : null),
  },
];

const ladderRoads: MinigameRoad[] = [
  {
    key: 'ladder_start',
    outcomes: ['left', 'right'],
    read: (r) => ladderOf(r)?.start ?? null,
  },
  {
    key: 'ladder_lines',
    outcomes: ['3', '4'],
    read: (r) => {
      const ladder = ladderOf(r);
      return ladder ? (String(ladder.lines) as '3' | '4') : null;
    },
  },
  {
    key: 'ladder_oddeven',
    outcomes: ['odd', 'even'],
    read: (r) => {
      const ladder = ladderOf(r);
      return ladder ? (ladderEndsOdd(ladder) ? 'odd' : 'even') : null;
    },
  },
];

const oddEvenRoad: MinigameRoad = {
  key: 'oddeven',
  outcomes: ['odd', 'even'],
  read: (r) => (r.kind === 'oddeven' ? oddEven(r.card.rank) : r.kind === 'keno' ? oddEven(sum(r.numbers)) : null),
};

const roadsByKind: Partial<Record<MinigameResultKind, readonly MinigameRoad[]>> = {
  powerball: powerballRoads,
  ladder: ladderRoads,
  kenoladder: ladderRoads,
  oddeven: [oddEvenRoad],
  keno: [oddEvenRoad],
};

/** The pattern roads of a game's kind, in tab order; none for a kind without them. */
export const roadsOfKind = (kind: string): readonly MinigameRoad[] => roadsByKind[kind as MinigameResultKind] ?? [];

/** The road's entries of these rounds (any order), oldest first; rounds without a reading are left out. */
export function roadEntries(
  road: MinigameRoad,
  rounds: readonly { id: number; result: MinigameResult | null }[],
): RoadEntry<RoadOutcome>[] {
  return rounds
    .flatMap((round) => {
      const outcome = round.result ? road.read(round.result) : null;
      return outcome === null ? [] : [{ roundId: round.id, outcome }];
    })
    .sort((a, b) => a.roundId - b.roundId);
}
