/**
 * The live tables' rounds, kept in the database: betting (chips become wallet debits), dealing (the
 * round is dealt at its start, the window shows the cards or the wheel), result (each player's
 * bets on the round are paid by one credit, 0 when lost), then the next round. The leading process
 * ticks them (workers/casino-tables.ts); any process places bets (table-bets.ts) and shows them
 * (table-view.ts).
 */
import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { CasinoAggregatorKey } from '@site/contracts/casino';
import type { Database } from '../../db/client';
import {
  simCasinoBets,
  simCasinoRounds,
  simCasinoTables,
  simCasinoWindows,
  type SimCasinoBetRow,
  type SimCasinoTableRow,
} from '../../db/schema/sim-casino';
import type { CasinoRandom } from './random';
import { tableGames, type TableKind, type TableOutcome } from './table-games';
import { WalletUnreachable, type CasinoWalletClient } from './wallet-client';
import { rememberBalance } from './windows';

export interface TableTimings {
  bettingMs: number;
  dealingMs: number;
  resultMs: number;
}

export const DEFAULT_TABLE_TIMINGS: TableTimings = { bettingMs: 15_000, dealingMs: 5_000, resultMs: 5_000 };

/** A table nobody has looked at for this long stops dealing (it waits in its betting phase). */
const WATCH_MS = 2 * 60_000;

export interface TableDeps {
  db: Database;
  wallet: CasinoWalletClient;
  random: CasinoRandom;
  timings: TableTimings;
}

/** The wallet's round id of one player's bets on one table round. */
export const tableRoundId = (gameCode: string, round: number, playerId: string): string =>
  `${gameCode}.${round}.${playerId}`;

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** The table of a game, made on first sight (round numbers start at the clock's seconds, so never repeat). */
export async function ensureTable(
  deps: TableDeps,
  now: Date,
  table: { aggregator: CasinoAggregatorKey; gameCode: string; kind: TableKind },
): Promise<void> {
  await deps.db
    .insert(simCasinoTables)
    .values({
      ...table,
      round: Math.floor(now.getTime() / 1000),
      phase: 'betting',
      phaseEndsAt: later(now, deps.timings.bettingMs),
      shoe: null,
      watchedUntil: later(now, WATCH_MS),
    })
    .onConflictDoNothing();
}

/**
 * Someone looks at the table: it keeps dealing for a while. A table that waited idle gets a fresh
 * betting time, so a member never arrives to a round already closing.
 */
export async function watchTable(deps: TableDeps, now: Date, aggregator: string, gameCode: string): Promise<void> {
  await deps.db
    .update(simCasinoTables)
    .set({
      watchedUntil: later(now, WATCH_MS),
      phaseEndsAt: sql`case when ${simCasinoTables.watchedUntil} < ${now} and ${simCasinoTables.phase} = 'betting'
        then ${later(now, deps.timings.bettingMs)} else ${simCasinoTables.phaseEndsAt} end`,
    })
    .where(and(eq(simCasinoTables.aggregator, aggregator), eq(simCasinoTables.gameCode, gameCode)));
}

/** Moves every table whose phase is over one phase on, then pays what earlier ticks could not. */
export async function tickTables(deps: TableDeps, now: Date): Promise<void> {
  const due = await deps.db.select().from(simCasinoTables).where(lte(simCasinoTables.phaseEndsAt, now));
  for (const table of due) await advance(deps, now, table);
  await settleLeftovers(deps, now);
}

async function advance(deps: TableDeps, now: Date, table: SimCasinoTableRow): Promise<void> {
  const { db, timings } = deps;
  const same = and(
    eq(simCasinoTables.aggregator, table.aggregator),
    eq(simCasinoTables.gameCode, table.gameCode),
    eq(simCasinoTables.round, table.round),
    eq(simCasinoTables.phase, table.phase),
  );
  if (table.phase === 'betting') {
    if (table.watchedUntil <= now && !(await hasBets(db, table))) {
      // Nobody is watching and nobody bet: the table waits instead of dealing to no one.
      await db
        .update(simCasinoTables)
        .set({ phaseEndsAt: later(now, timings.bettingMs) })
        .where(same);
      return;
    }
    const game = tableGames[table.kind];
    const { outcome, shoe } = game.deal(table.shoe, deps.random);
    await db.transaction(async (tx) => {
      const moved = await tx
        .update(simCasinoTables)
        .set({ phase: 'dealing', phaseEndsAt: later(now, timings.dealingMs), shoe })
        .where(same)
        .returning({ round: simCasinoTables.round });
      if (moved.length === 0) return;
      await tx
        .insert(simCasinoRounds)
        .values({
          aggregator: table.aggregator,
          gameCode: table.gameCode,
          round: table.round,
          outcome,
          detail: game.describe(outcome),
          dealtAt: now,
        })
        .onConflictDoNothing();
    });
    return;
  }
  if (table.phase === 'dealing') {
    const moved = await db
      .update(simCasinoTables)
      .set({ phase: 'result', phaseEndsAt: later(now, timings.resultMs) })
      .where(same)
      .returning({ round: simCasinoTables.round });
    if (moved.length > 0) await settleRound(deps, now, table.aggregator, table.gameCode, table.round);
    return;
  }
  await db
    .update(simCasinoTables)
    .set({ round: table.round + 1, phase: 'betting', phaseEndsAt: later(now, timings.bettingMs) })
    .where(same);
}

async function hasBets(db: Database, table: SimCasinoTableRow): Promise<boolean> {
  const [row] = await db
    .select({ id: simCasinoBets.id })
    .from(simCasinoBets)
    .where(
      and(
        eq(simCasinoBets.aggregator, table.aggregator),
        eq(simCasinoBets.gameCode, table.gameCode),
        eq(simCasinoBets.round, table.round),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Pays one dealt round: per player, one credit of everything their spots give back (0 when all lost),
 * txId `c<first debit>`; a bet whose debit never got its answer is rolled back instead. A wallet the
 * network lost leaves the bets placed: the next tick's leftovers pay them (the credit is idempotent).
 */
export async function settleRound(
  deps: TableDeps,
  now: Date,
  aggregator: string,
  gameCode: string,
  round: number,
): Promise<void> {
  const { db } = deps;
  const [dealt] = await db
    .select()
    .from(simCasinoRounds)
    .where(
      and(
        eq(simCasinoRounds.aggregator, aggregator),
        eq(simCasinoRounds.gameCode, gameCode),
        eq(simCasinoRounds.round, round),
      ),
    );
  if (!dealt) return;
  const [table] = await db
    .select({ kind: simCasinoTables.kind })
    .from(simCasinoTables)
    .where(and(eq(simCasinoTables.aggregator, aggregator), eq(simCasinoTables.gameCode, gameCode)));
  if (!table) return;
  const open = await db
    .select()
    .from(simCasinoBets)
    .where(
      and(
        eq(simCasinoBets.aggregator, aggregator),
        eq(simCasinoBets.gameCode, gameCode),
        eq(simCasinoBets.round, round),
        inArray(simCasinoBets.status, ['pending', 'placed']),
      ),
    )
    .orderBy(asc(simCasinoBets.id));
  const byPlayer = new Map<string, SimCasinoBetRow[]>();
  for (const bet of open) byPlayer.set(bet.playerId, [...(byPlayer.get(bet.playerId) ?? []), bet]);
  // One player's failure must not keep the others waiting for their pay: each is tried, then the
  // first unexpected failure is raised (the worker logs it; the bets stay open for the next tick).
  let failure: unknown;
  for (const [playerId, bets] of byPlayer) {
    try {
      await settlePlayer(deps, now, {
        aggregator: aggregator as CasinoAggregatorKey,
        gameCode,
        round,
        playerId,
        bets,
        kind: table.kind,
        outcome: dealt.outcome as TableOutcome,
        detail: dealt.detail,
      });
    } catch (error) {
      // An unreachable wallet is expected now and then: the leftovers sweep pays the round later.
      if (!(error instanceof WalletUnreachable)) failure ??= error;
    }
  }
  if (failure) throw failure;
}

interface PlayerRound {
  aggregator: CasinoAggregatorKey;
  gameCode: string;
  round: number;
  playerId: string;
  bets: SimCasinoBetRow[];
  kind: TableKind;
  outcome: TableOutcome;
  detail: string;
}

async function settlePlayer(deps: TableDeps, now: Date, player: PlayerRound): Promise<void> {
  const { db, wallet } = deps;
  const roundId = tableRoundId(player.gameCode, player.round, player.playerId);
  for (const bet of player.bets.filter((item) => item.status === 'pending')) {
    const answer = await wallet.settle(player.aggregator, 'rollback', {
      playerId: player.playerId,
      txId: `rb${bet.debitTxId}`,
      roundId,
      refTxId: bet.debitTxId,
    });
    await markBets(db, [bet.id], 'rolledback', null);
    await rememberBalance(db, player.aggregator, player.playerId, answer.balance, now);
  }
  const placed = player.bets.filter((item) => item.status === 'placed');
  const first = placed[0];
  if (!first) return;
  const game = tableGames[player.kind];
  const returns = placed.map((bet) => game.returnOf(bet.spot, bet.amount, player.outcome));
  const answer = await wallet.settle(player.aggregator, 'credit', {
    playerId: player.playerId,
    txId: `c${first.debitTxId}`,
    roundId,
    gameCode: player.gameCode,
    amount: returns.reduce((sum, amount) => sum + amount, 0),
    roundClosed: true,
    detail: player.detail,
  });
  if (answer.status === 'OK') {
    await Promise.all(placed.map((bet, index) => markBets(db, [bet.id], 'settled', returns[index] ?? 0)));
  } else if (answer.status === 'ROUND_CLOSED' || answer.status === 'UNKNOWN_ROUND') {
    // The wallet closed the round itself (its timeout rolled it back): nothing more to pay.
    await markBets(
      db,
      placed.map((bet) => bet.id),
      'rolledback',
      null,
    );
  } else {
    throw new Error(`wallet refused the credit of ${roundId}: ${answer.status}`);
  }
  await rememberBalance(db, player.aggregator, player.playerId, answer.balance, now);
}

export async function markBets(
  db: Database,
  ids: number[],
  status: SimCasinoBetRow['status'],
  returned: number | null,
): Promise<void> {
  await db.update(simCasinoBets).set({ status, returned }).where(inArray(simCasinoBets.id, ids));
}

/** Rounds already past whose bets are not paid yet (the wallet was away when they ended). */
async function settleLeftovers(deps: TableDeps, now: Date): Promise<void> {
  const rounds = await deps.db
    .selectDistinct({
      aggregator: simCasinoBets.aggregator,
      gameCode: simCasinoBets.gameCode,
      round: simCasinoBets.round,
    })
    .from(simCasinoBets)
    .innerJoin(
      simCasinoTables,
      and(
        eq(simCasinoTables.aggregator, simCasinoBets.aggregator),
        eq(simCasinoTables.gameCode, simCasinoBets.gameCode),
      ),
    )
    .where(and(inArray(simCasinoBets.status, ['pending', 'placed']), lt(simCasinoBets.round, simCasinoTables.round)))
    .limit(20);
  for (const round of rounds) await settleRound(deps, now, round.aggregator, round.gameCode, round.round);
}

/** A window lives a day; the provider keeps its bets and rounds a week (the site keeps its own books). */
const WINDOW_KEEP_MS = 24 * 3_600_000;
const HISTORY_KEEP_MS = 7 * 24 * 3_600_000;

/** Forgets old windows, and bets and rounds nobody will be shown again. */
export async function pruneTableHistory(db: Database, now: Date): Promise<void> {
  const windowsBefore = new Date(now.getTime() - WINDOW_KEEP_MS);
  const historyBefore = new Date(now.getTime() - HISTORY_KEEP_MS);
  await db.delete(simCasinoWindows).where(lt(simCasinoWindows.createdAt, windowsBefore));
  await db
    .delete(simCasinoBets)
    .where(
      and(
        lt(simCasinoBets.createdAt, historyBefore),
        inArray(simCasinoBets.status, ['refused', 'settled', 'rolledback']),
      ),
    );
  await db.delete(simCasinoRounds).where(lt(simCasinoRounds.dealtAt, historyBefore));
}
