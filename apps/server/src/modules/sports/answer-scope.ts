import type { OddsBatch } from '../../events/bus';

/**
 * What a cached answer of the books depends on, so an odds batch drops only the answers it changes.
 * - `second`: answers that count seconds down (the virtual sports): good for their second, and
 *   dropped by every batch.
 * - `live`: the in-play lists and counts; nearly every batch changes them (clocks, scores, prices).
 * - `prematch`: lists and counts of fixtures not started yet. They change when a fixture they show
 *   changes, when a fixture joins or leaves the pre-match set (created, cancelled, started, a market
 *   opened or closed), and when the next fixture starts (time alone: see AnswerCache's deadline).
 * - `fixture`: one fixture's view; it changes only with that fixture.
 */
export type AnswerScope =
  | { kind: 'second' }
  | { kind: 'live' }
  | { kind: 'prematch'; fixtureIds: readonly number[] }
  | { kind: 'fixture'; fixtureIds: readonly number[] };

export type AnswerKind = AnswerScope['kind'];

/** What one batch changes, as the cached answers see it. */
export interface BatchEffect {
  /** fixtures whose shown content changed: a price, a market's or selection's state, the fixture's state */
  touched: ReadonlySet<number>;
  /** a fixture may have joined or left the pre-match lists, or moved within them */
  prematchMembership: boolean;
}

/** Finished or cancelled fixtures are forgotten, so the set holds only matches in play. */
const ENDED = new Set(['finished', 'cancelled']);

/**
 * Reads batches in order and remembers which fixtures are in play, so that the constant stream of
 * in-play market changes (suspended around a goal, reopened) is not taken for a pre-match change. A
 * fixture it has not seen in play yet (a process that started mid-match) counts as pre-match: the
 * mistake can only drop answers that were still good, never keep one that is not.
 */
export class LiveFixtures {
  private readonly live = new Set<number>();

  /** The effect of a batch; call once per batch, in the order they came. */
  effectOf(batch: OddsBatch): BatchEffect {
    const touched = new Set<number>();
    let prematchMembership = false;
    for (const fixture of batch.fixtures) {
      touched.add(fixture.id);
      if (fixture.status !== 'live') continue;
      // In play and new to us: it started (or we missed its start); either way it left the pre-match set.
      if (!this.live.has(fixture.id)) prematchMembership = true;
      this.live.add(fixture.id);
    }
    for (const market of batch.markets) {
      touched.add(market.fixtureId);
      // A pre-match fixture's market opening or closing moves it into or out of the lists (hasBookMarket).
      if (!this.live.has(market.fixtureId)) prematchMembership = true;
    }
    for (const selection of batch.selections) touched.add(selection.fixtureId);
    for (const fixture of batch.fixtures) {
      if (fixture.status === 'live') continue;
      // A new fixture (scheduled) or one ended before it was in play (cancelled) changes the lists.
      if (!this.live.has(fixture.id)) prematchMembership = true;
      if (ENDED.has(fixture.status)) this.live.delete(fixture.id);
    }
    return { touched, prematchMembership };
  }

  /** Fixtures a live list has just shown in play (a process learns them before their next clock tick). */
  noteLive(ids: readonly number[]): void {
    for (const id of ids) this.live.add(id);
  }

  /** Events may have been lost (resync): what was in play is unknown again. */
  forget(): void {
    this.live.clear();
  }
}

/** Whether a batch with this effect makes an answer of this scope wrong; undefined: still loading. */
export function isChangedBy(scope: AnswerScope | undefined, effect: BatchEffect): boolean {
  // A load in flight may have read the tables before the batch's transaction was committed.
  if (!scope) return true;
  switch (scope.kind) {
    case 'second':
    case 'live':
      return true;
    case 'fixture':
      return scope.fixtureIds.some((id) => effect.touched.has(id));
    case 'prematch':
      return effect.prematchMembership || scope.fixtureIds.some((id) => effect.touched.has(id));
  }
}
