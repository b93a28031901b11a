import { SETTLEMENT_VOID } from '@site/contracts/api/bets';
import type { MinigameResult } from '@site/contracts/minigame-results';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { MinigameRoundRow } from '../../db/schema/minigames';
import type { EventBus } from '../../events/bus';
import { roundView } from '../../modules/minigames/round-view';
import type { MinigameRounds } from '../../modules/minigames/rounds-port';
import { SerialTicker } from '../serial-ticker';
import type { MinigameKindModule, PickOutcome } from './kind';
import { commitmentOf, drawRound, newSecret } from './random';
import { roundGames, type RoundGame } from './registry';
import { nextRoundTimes, type PreviousRound } from './round-schedule';
import {
  closeRound,
  findLatestRound,
  findRoundByNumber,
  findUnfinishedRounds,
  insertRound,
  markDrawn,
  pendingPicksOfRound,
  resolvePicks,
  ROUND_NUMBER_UNIQUE,
} from './round-store';

export interface RoundEngineOptions {
  db: Database;
  clock: Clock;
  bus: EventBus;
  /**
   * settles the bets of these drawn rounds, or of every drawn round when none are named: the
   * minigames' settlement, which workers/minigame-rounds.ts hands in (a provider settles no bet itself)
   */
  settle: (roundIds?: number[]) => Promise<unknown>;
  /** the games to run; the registry's by default (tests bring their own kinds) */
  games?: readonly RoundGame[];
  /** the runner's interval (start()); ticks called directly ignore it */
  tickMs?: number;
  onError?: (error: unknown) => void;
}

/** What one tick did. */
export interface RoundTickSummary {
  opened: number;
  closed: number;
  drawn: number;
}

const VOID: PickOutcome = SETTLEMENT_VOID;

/**
 * Runs every game's rounds as its provider would. Each game has one round that is not yet drawn:
 * it opens at the previous draw, closes to bets `closeSeconds` before its own draw and at the draw
 * gets its result from the secret chosen when it was created (published as a commitment). The
 * draw resolves the round's picks in the same transaction, then the bets are settled and the round
 * published on the bus. Every step is a guarded write, so ticks are idempotent, and several engines
 * (the runner, a request, another server) can work on one database without doing anything twice.
 *
 * After downtime a round found past its draw is drawn then, in order: its secret was fixed before
 * any bet, so a late draw is as fair as a punctual one, and its bets settle instead of hanging. The
 * rounds that would have run while nothing ran are never created (nobody could bet on them); the
 * game goes on from the next round of its grid (round-schedule.ts).
 */
export class RoundEngine implements MinigameRounds {
  private readonly games: ReadonlyMap<number, RoundGame>;
  private readonly ticker: SerialTicker;
  private swept = false;

  constructor(private readonly options: RoundEngineOptions) {
    this.games = new Map((options.games ?? roundGames).map((game) => [game.id, game]));
    this.ticker = new SerialTicker(() => this.tick(), options.tickMs ?? 1000, options.onError);
  }

  /** A first tick (catching up after downtime), then one every tickMs; failures go to onError. */
  start(): Promise<void> {
    return this.ticker.start();
  }

  stop(): Promise<void> {
    return this.ticker.stop();
  }

  game(gameId: number): RoundGame | undefined {
    return this.games.get(gameId);
  }

  /** Brings every game up to `now`: draws what is due, opens the next rounds, closes betting. */
  tick(now: Date = this.options.clock.now()): Promise<RoundTickSummary> {
    return this.ticker.run(() => this.runTick(now));
  }

  /**
   * The game's round not yet drawn, brought up to now first when it is due for a step (a server
   * without the runner, or a request a moment before the runner's tick).
   */
  async currentRound(game: RoundGame): Promise<MinigameRoundRow> {
    const now = this.options.clock.now();
    const [round, ...more] = await findUnfinishedRounds(this.options.db, game.id);
    if (round && more.length === 0 && !isDue(round, now)) return round;
    return this.ticker.run(async () => this.advance(game, now, await findUnfinishedRounds(this.options.db, game.id)));
  }

  /** The operator's (and the browser tests') shortcut: closes and draws the current round now, opens the next. */
  drawNow(game: RoundGame): Promise<MinigameRoundRow> {
    return this.ticker.run(async () => {
      const { db, clock } = this.options;
      const now = clock.now();
      const current = await this.advance(game, now, await findUnfinishedRounds(db, game.id));
      const at = new Date(Math.max(now.getTime(), current.opensAt.getTime()));
      await this.draw(game, current, now, at);
      return this.advance(game, now, await findUnfinishedRounds(db, game.id));
    });
  }

  private async runTick(now: Date): Promise<RoundTickSummary> {
    const { db, settle } = this.options;
    const summary: RoundTickSummary = { opened: 0, closed: 0, drawn: 0 };
    if (!this.swept) {
      // Bets of rounds drawn just before a crash, whose settlement did not get to run.
      await settle();
      this.swept = true;
    }
    const byGame = new Map<number, MinigameRoundRow[]>();
    for (const round of await findUnfinishedRounds(db))
      byGame.set(round.gameId, [...(byGame.get(round.gameId) ?? []), round]);
    const errors: unknown[] = [];
    for (const game of this.games.values()) {
      const rounds = byGame.get(game.id) ?? [];
      const [only, ...more] = rounds;
      if (only && more.length === 0 && !isDue(only, now)) continue;
      // One game failing (a bad row) must not stop the others' rounds.
      await this.advance(game, now, rounds, summary).catch((error: unknown) => errors.push(error));
    }
    if (errors.length > 0) throw errors[0];
    return summary;
  }

  /** Draws the game's due rounds oldest first, opens the next when none is left, closes betting when due. */
  private async advance(
    game: RoundGame,
    now: Date,
    unfinished: MinigameRoundRow[],
    summary: RoundTickSummary = { opened: 0, closed: 0, drawn: 0 },
  ): Promise<MinigameRoundRow> {
    let previous: PreviousRound | undefined;
    let current: MinigameRoundRow | undefined;
    for (const round of unfinished) {
      if (round.drawsAt.getTime() > now.getTime()) {
        current = round;
        break;
      }
      previous = (await this.draw(game, round, now)) ?? round;
      summary.drawn += 1;
    }
    if (!current) {
      previous ??= await findLatestRound(this.options.db, game.id);
      current = await this.open(game, previous, now);
      summary.opened += 1;
    }
    if (current.status === 'open' && current.closesAt.getTime() <= now.getTime()) {
      const closed = await closeRound(this.options.db, current.id);
      if (closed) {
        this.publish(closed, now);
        summary.closed += 1;
      }
      current = closed ?? current;
    }
    return current;
  }

  private async open(game: RoundGame, previous: PreviousRound | undefined, now: Date): Promise<MinigameRoundRow> {
    const { db } = this.options;
    const times = nextRoundTimes(game, previous, now.getTime());
    const secret = newSecret();
    try {
      const round = await insertRound(db, { gameId: game.id, ...times, secret }, (id) =>
        commitmentOf(game.id, id, secret),
      );
      this.publish(round, now);
      return round;
    } catch (error) {
      // Another engine opened this very round a moment ago, and may even have drawn it already (a due
      // round draws at once): theirs is the round of this slot, whatever its status now.
      if (!isUniqueViolation(error, ROUND_NUMBER_UNIQUE)) throw error;
      const theirs = await findRoundByNumber(db, game.id, times.roundDate, times.roundNo);
      if (!theirs) throw error;
      return theirs;
    }
  }

  /** Draws one round and settles its bets; undefined when another engine drew it first. */
  private async draw(
    game: RoundGame,
    round: MinigameRoundRow,
    now: Date,
    at?: Date,
  ): Promise<MinigameRoundRow | undefined> {
    const { db, settle } = this.options;
    const result = drawRound(round.secret, game.module);
    const resultText = game.module.describe(result);
    const drawn = await db.transaction(async (tx) => {
      const row = await markDrawn(tx, round.id, { result, resultText, drawnAt: now, ...(at ? { at } : {}) });
      if (!row) return undefined;
      // The picks are resolved with the draw, so a drawn round never has a pick waiting for its result.
      for (const pick of await pendingPicksOfRound(tx, round.id)) {
        await resolvePicks(tx, round.id, pick, outcomeOf(game.module, result, pick));
      }
      return row;
    });
    if (!drawn) return undefined;
    // Settled before the round is announced: a page that refetches its bets on the announcement must
    // find them settled, not still in progress. Announced even if settlement failed (the engine settles drawn rounds again when it starts).
    try {
      await settle([round.id]);
    } finally {
      this.publish(drawn, now);
    }
    return drawn;
  }

  private publish(round: MinigameRoundRow, now: Date): void {
    this.options.bus.publish('minigameRound', roundView(round, now));
  }
}

/** Whether a round has a step to take: its betting to close or its draw. */
function isDue(round: MinigameRoundRow, now: Date): boolean {
  const at = round.status === 'open' ? round.closesAt : round.drawsAt;
  return at.getTime() <= now.getTime();
}

/** A pick on a market the kind no longer offers (its table changed since the bet) is void: the stake goes back. */
function outcomeOf(
  module: MinigameKindModule,
  result: MinigameResult,
  pick: { marketKey: string; pickKey: string },
): PickOutcome {
  const market = module.markets.find((entry) => entry.key === pick.marketKey);
  if (!market?.picks.some((entry) => entry.key === pick.pickKey)) return VOID;
  return module.settle(result, pick.marketKey, pick.pickKey);
}
