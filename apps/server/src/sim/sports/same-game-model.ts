import type { JointChance, SameGameFixture, SameGameModel } from '../../modules/sports/same-game-port';
import type { FeedKeys } from './feed-keys';
import { fixtureSpec, type FixtureSpec } from './fixture-spec';
import { phaseOf } from './fixture-state';
import { progressAt, type MatchProgress } from './match-plan';
import { Rng } from './random';
import { jointChanceOf, SAME_GAME_DRAWS, sampleJoint, unpriceableReason, type JointPick } from './same-game';

/** Fixtures whose specs are kept built, and joint chances kept counted (oldest first out). */
const KEPT_FIXTURES = 200;
const KEPT_CHANCES = 2_000;
/**
 * In play the chance is counted from the share of the match played at the start of a bucket of this
 * many seconds (and the score at the moment): the price holds still for the seconds a member takes to
 * place it, and a goal moves it at once.
 */
export const IN_PLAY_BUCKET_SEC = 5;

/**
 * The simulated feed's bet builder: its fixtures rebuilt from the installation's keys (as the feed and
 * the tracker rebuild them), their joint chances counted by same-game.ts. Any process can answer.
 */
export class SimSameGameModel implements SameGameModel {
  private readonly specs = new Map<string, FixtureSpec>();
  private readonly chances = new Map<string, JointChance>();

  constructor(
    private readonly keys: FeedKeys,
    private readonly draws = SAME_GAME_DRAWS,
  ) {}

  jointChance(fixture: SameGameFixture, selectionIds: readonly number[], now: Date): Promise<JointChance> {
    return Promise.resolve(this.countedChance(fixture, selectionIds, now));
  }

  /** The same, synchronously: what the promise answers (tests and the benchmark time it). */
  countedChance(fixture: SameGameFixture, selectionIds: readonly number[], now: Date): JointChance {
    const spec = this.specOf(fixture);
    const picks = picksOf(spec, selectionIds);
    const unknown = selectionIds.filter((_, index) => picks[index] === undefined);
    if (unknown.length > 0) return { kind: 'unpriceable', reason: 'market', selectionIds: unknown };
    for (const reason of ['market', 'void'] as const) {
      const refused = selectionIds.filter(
        (_, index) => unpriceableReason((picks[index] as JointPick).market, spec.rules) === reason,
      );
      if (refused.length > 0) return { kind: 'unpriceable', reason, selectionIds: refused };
    }
    const state = this.stateAt(spec, fixture.startAt.getTime(), now.getTime());
    if (state === 'closed') return { kind: 'unpriceable', reason: 'closed', selectionIds: [...selectionIds] };
    const sorted = [...selectionIds].sort((a, b) => a - b);
    const key = `${fixture.id}:${sorted.join(',')}:${state.key}`;
    const kept = this.chances.get(key);
    if (kept) return kept;
    // One stream per fixture and selection set: the same state always counts the same draws.
    const rng = new Rng(this.keys.priceSeed, 'same-game', fixture.id, sorted.join(','));
    const counts = sampleJoint(spec.rules, spec.model, state.progress, picks as JointPick[], this.draws, rng);
    const all = (1 << selectionIds.length) - 1;
    const pairs: Extract<JointChance, { kind: 'priced' }>['pairs'] = [];
    selectionIds.forEach((first, i) =>
      selectionIds.forEach((second, j) => {
        if (j > i)
          pairs.push({ selectionIds: [first, second], probability: jointChanceOf(counts, (1 << i) | (1 << j)) });
      }),
    );
    const chance: JointChance = { kind: 'priced', probability: jointChanceOf(counts, all), draws: this.draws, pairs };
    keep(this.chances, key, chance, KEPT_CHANCES);
    return chance;
  }

  /** Pre-match (no progress) or in play (the progress at the bucket's start, with the score now); closed otherwise. */
  private stateAt(
    spec: FixtureSpec,
    startAtMs: number,
    nowMs: number,
  ): { progress: MatchProgress | null; key: string } | 'closed' {
    const phase = phaseOf(spec, startAtMs, nowMs);
    if (phase.kind === 'scheduled') return { progress: null, key: 'pre' };
    if (phase.kind !== 'live') return 'closed';
    const elapsedSec = (nowMs - startAtMs) / 1000;
    const bucketSec = Math.floor(elapsedSec / IN_PLAY_BUCKET_SEC) * IN_PLAY_BUCKET_SEC;
    const clock = progressAt(spec.plan, bucketSec);
    const { periodScores, firstScorer } = phase.progress;
    const progress: MatchProgress = { ...clock, periodScores, firstScorer };
    return { progress, key: `live:${bucketSec}:${JSON.stringify(periodScores)}:${firstScorer ?? '-'}` };
  }

  private specOf({ id, leagueId }: SameGameFixture): FixtureSpec {
    const key = `${id}:${leagueId}`;
    const kept = this.specs.get(key);
    if (kept) return kept;
    const spec = fixtureSpec(this.keys, id, leagueId);
    keep(this.specs, key, spec, KEPT_FIXTURES);
    return spec;
  }
}

/** Each selection id's market and index among the fixture's markets; undefined where it has none. */
function picksOf(spec: FixtureSpec, selectionIds: readonly number[]): (JointPick | undefined)[] {
  return selectionIds.map((selectionId) => {
    for (const market of spec.markets) {
      const index = market.selections.findIndex((selection) => selection.id === selectionId);
      if (index >= 0) return { market, index };
    }
    return undefined;
  });
}

function keep<T>(map: Map<string, T>, key: string, value: T, most: number): void {
  // A Map keeps insertion order: the first key is the oldest.
  if (map.size >= most) map.delete(map.keys().next().value as string);
  map.set(key, value);
}
