import { SETTLEMENT_WON } from '@site/contracts/api/bets';
import { PERIOD_FULL_TIME, PERIOD_WITH_OVERTIME } from '@site/contracts/sports-markets';
import { poisson } from './distributions';
import type { MarketSpec } from './markets';
import type { MatchProgress, Pair, Side } from './match-plan';
import { PERIOD_FIRST_SET } from './plan-sets';
import type { Draws } from './random';
import { settleMarket } from './results';
import type { ScoreModel, SportRules } from './sport-rules';

/**
 * The bet builder's joint chances (docs/decisions/069): N matches drawn from the fixture's model, each
 * settled pick by pick with settleMarket, so picks of one match win together as often as the model says
 * they do. In play the draws start from the score and the clock exactly as pricing.ts conditions its
 * prices (the scoring still expected per side and period), never from how this match will be played.
 */

/** Draws per joint chance: the sampling error of a chance p is √(p(1−p)/N), under 0.0036 at N = 20 000. */
export const SAME_GAME_DRAWS = 20_000;

/** A pick: one selection (by its index in the market's selection order) of one of the fixture's markets. */
export interface JointPick {
  market: MarketSpec;
  index: number;
}

/** Why a pick cannot be priced in combination; null when it can. */
export type UnpriceableReason = 'market' | 'void';

/**
 * Which markets the sampler prices together: every market of a sport's regulation, its halves and its
 * first set or period, but not the markets with overtime (the book prices their overtime with an
 * approximation, pricing.ts settleLevel, that a draw of whole matches would not reproduce) nor races.
 * A market that can end void (a whole-number line, a draw in a two-way result) is refused too: the
 * same-game bet is settled void as a whole when a pick is void, and the joint price says nothing of that.
 */
export function unpriceableReason(market: MarketSpec, rules: SportRules): UnpriceableReason | null {
  if (market.marketType === 'Winner' || market.marketType === 'Place') return 'market';
  if (market.period === PERIOD_WITH_OVERTIME) return 'market';
  if (rules.kind === 'sets') {
    if (market.period !== PERIOD_FULL_TIME && market.period !== PERIOD_FIRST_SET) return 'market';
    return market.line !== null && Number.isInteger(market.line) ? 'void' : null;
  }
  if (!(market.period in rules.periodShares)) return 'market';
  if (market.marketType === '12') return 'void';
  const lined = ['Handicap', 'Under/Over', '1X2 And Under/Over'].includes(market.marketType);
  return lined && market.line !== null && Number.isInteger(market.line) ? 'void' : null;
}

/**
 * How many of `draws` matches each combination of the picks won: `counts[mask]` is the number of draws
 * in which exactly the picks whose bits are set in `mask` won (bit i: picks[i]). Every subset's joint
 * chance follows from it (jointChanceOf). Seeded draws (random.ts Rng) keyed by the fixture and the picks
 * give the same counts for the same state in any process, and a small move of the state a small move of
 * the chance (each count is drawn by inversion from the same uniform numbers).
 */
export function sampleJoint(
  rules: SportRules,
  model: ScoreModel,
  progress: MatchProgress | null,
  picks: readonly JointPick[],
  draws: number,
  rng: Draws,
): Uint32Array {
  for (const pick of picks) {
    if (unpriceableReason(pick.market, rules) !== null) throw new Error(`market ${pick.market.id} is not priceable`);
  }
  const counts = new Uint32Array(1 << picks.length);
  const random = () => rng.next();
  const drawMatch =
    rules.kind === 'sets' ? setsDrawer(model, progress, random) : goalsDrawer(rules, model, progress, random);
  for (let draw = 0; draw < draws; draw++) {
    const { periodScores, firstScorer } = drawMatch();
    let mask = 0;
    picks.forEach((pick, bit) => {
      if (settleMarket(pick.market, periodScores, firstScorer)[pick.index] === SETTLEMENT_WON) mask |= 1 << bit;
    });
    counts[mask] = (counts[mask] as number) + 1;
  }
  return counts;
}

/** Share of the draws in which every pick of `subset` (a bit mask of the picks) won. */
export function jointChanceOf(counts: Uint32Array, subset: number): number {
  let wins = 0;
  let total = 0;
  counts.forEach((count, mask) => {
    total += count;
    if ((mask & subset) === subset) wins += count;
  });
  return total > 0 ? wins / total : 0;
}

interface DrawnMatch {
  periodScores: Record<string, Pair>;
  firstScorer: Side | null;
}

/**
 * Goals sports: the play left is cut at every period boundary the sport's markets have (a half, five
 * innings, a first period), each side's score in each piece drawn Poisson(mean × share left in it), as
 * pricing.ts's goalsDistribution does for a period as a whole. A period's score is its score so far plus
 * its pieces, so a half's goals are always part of the full-time score.
 */
function goalsDrawer(
  rules: SportRules,
  model: ScoreModel,
  progress: MatchProgress | null,
  random: () => number,
): () => DrawnMatch {
  if (rules.kind !== 'goals' || model.kind !== 'goals') throw new Error('model and rules disagree');
  const periods = Object.entries(rules.periodShares)
    .map(([code, [from, to]]) => ({ code, from, to }))
    .filter(({ code }) => Number(code) !== PERIOD_WITH_OVERTIME);
  const bounds = [...new Set([0, 1, ...periods.flatMap(({ from, to }) => [from, to])])].sort((a, b) => a - b);
  const share = progress?.share ?? [0, 0];
  const pieces = bounds.slice(1).map((to, index) => {
    const from = bounds[index] as number;
    const left = (side: 0 | 1) => model.mean[side] * Math.max(0, to - Math.max(from, share[side]));
    return { from, to, home: cumulative(left(0)), away: cumulative(left(1)) };
  });
  const current = progress?.periodScores ?? {};
  return () => {
    const scored = pieces.map((piece) => [drawCount(piece.home, random()), drawCount(piece.away, random())] as Pair);
    const periodScores: Record<string, Pair> = {};
    for (const { code, from, to } of periods) {
      const score: Pair = [...(current[code] ?? [0, 0])] as Pair;
      pieces.forEach((piece, index) => {
        if (piece.from < from || piece.to > to) return;
        const [home, away] = scored[index] as Pair;
        score[0] += home;
        score[1] += away;
      });
      periodScores[code] = score;
    }
    return { periodScores, firstScorer: progress?.firstScorer ?? firstScorerOf(scored, random) };
  };
}

/**
 * Who scores first when nobody has: the first piece with a score; within it each score is as likely to
 * be the first, so home's chance is its share of the piece's scores.
 */
function firstScorerOf(scored: Pair[], random: () => number): Side | null {
  const u = random();
  for (const [home, away] of scored) {
    if (home + away > 0) return u * (home + away) < home ? 'home' : 'away';
  }
  return null;
}

/** Sets sports: the sets left, each won by home with the model's chance, from the sets won so far. */
function setsDrawer(model: ScoreModel, progress: MatchProgress | null, random: () => number): () => DrawnMatch {
  if (model.kind !== 'sets') throw new Error('model and rules disagree');
  const { homeSetChance, setsToWin } = model;
  const current = progress?.periodScores[PERIOD_FULL_TIME] ?? [0, 0];
  return () => {
    const sets: Pair = [current[0], current[1]];
    let firstSet: Pair | null = current[0] + current[1] > 0 ? null : [0, 0];
    while (sets[0] < setsToWin && sets[1] < setsToWin) {
      const homeWon = random() < homeSetChance;
      sets[homeWon ? 0 : 1] += 1;
      if (firstSet && firstSet[0] + firstSet[1] === 0) firstSet = homeWon ? [1, 0] : [0, 1];
    }
    // A first set already played has its market closed: no pick reads it.
    const periodScores: Record<string, Pair> = { [PERIOD_FULL_TIME]: sets, [PERIOD_FIRST_SET]: firstSet ?? [0, 0] };
    return { periodScores, firstScorer: null };
  };
}

/** Poisson(mean)'s cumulative chances from 0 up, for drawing a count by inversion. */
function cumulative(mean: number): Float64Array {
  const { offset, p } = poisson(mean);
  const table = new Float64Array(offset + p.length);
  let running = 0;
  for (let value = 0; value < table.length; value++) {
    running += value >= offset ? (p[value - offset] as number) : 0;
    table[value] = running;
  }
  return table;
}

/** The smallest count whose cumulative chance passes u (binary search). */
function drawCount(table: Float64Array, u: number): number {
  let low = 0;
  let high = table.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((table[middle] as number) > u) high = middle;
    else low = middle + 1;
  }
  return low;
}
