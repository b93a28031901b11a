/*
 * The port of the bet builder's pricing (같은 경기 조합, docs/decisions/069): the joint chance that
 * picks of one fixture all win, from the feed's own match model. The simulated feed answers it
 * (sim/sports/same-game-model.ts); a real provider's adapter would answer the same over HTTP. The
 * module never imports the provider (docs/decisions/012-server-layers.md).
 */

/** A fixture as our tables hold it: enough for the provider to find its model and its state now. */
export interface SameGameFixture {
  id: number;
  sportId: number;
  leagueId: number;
  startAt: Date;
}

/** The joint chance of a set of the fixture's selections, or why the provider cannot give one. */
export type JointChance =
  | {
      kind: 'priced';
      /** the model's chance that every selection wins */
      probability: number;
      /** how many matches it was counted over (its sampling error is √(p(1−p)/draws)) */
      draws: number;
      /** the chance of each pair of the selections winning together, to name a contradiction's culprits */
      pairs: { selectionIds: [number, number]; probability: number }[];
    }
  | {
      kind: 'unpriceable';
      /**
       * market: a market the model does not price in combination (a race, overtime, one it does not know);
       * void: a market that can end void (a whole-number line, a level score in a two-way result);
       * closed: the fixture is not before or in play for the provider
       */
      reason: 'market' | 'void' | 'closed';
      selectionIds: number[];
    };

/** One instance per process, made by runtime/serve.ts or a test. */
export interface SameGameModel {
  /**
   * The joint chance of these selections of the fixture at `now`: pre-match from the model, in play
   * from the score and the clock. Bounded in time; never called inside a transaction.
   */
  jointChance(fixture: SameGameFixture, selectionIds: readonly number[], now: Date): Promise<JointChance>;
}
