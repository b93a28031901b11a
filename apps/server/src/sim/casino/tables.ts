/**
 * The live tables' rounds, kept in the database: betting (chips become wallet debits), dealing (the
 * round is dealt at its start, the window shows the cards or the wheel), result (each player's
 * bets on the round are paid by one credit, 0 when lost), then the next round. The leading process
 * ticks them (workers/casino-tables.ts); any process places bets and shows them.
 */
import { and, asc, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { CasinoAggregatorKey } from '@site/contracts/casino';
import type { Database } from '../../db/client';
import {
  simCasinoBets,
  simCasinoRounds,
  simCasinoTables,
  type SimCasinoBetRow,
  type SimCasinoTableRow,
} from '../../db/schema/sim-casino';
import type { CasinoRandom } from './random';
import { tableGames, type TableKind, type TableOutcome } from './table-games';
import { WalletUnreachable, type CasinoWalletClient } from './wallet-client';
import { refusalMessage as refusal } from './wallet-messages';
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
      // Unreachable wallet: retried by the leftovers sweep; anything else is a bug worth hearing of.
      if (!(error instanceof WalletUnreachable)) throw error;
    }
  }
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
  } else {
    // The wallet closed the round itself (its timeout rolled it back): nothing more to pay.
    await markBets(
      db,
      placed.map((bet) => bet.id),
      'rolledback',
      null,
    );
  }
  await rememberBalance(db, player.aggregator, player.playerId, answer.balance, now);
}

async function markBets(
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

export type PlaceBetResult = { ok: true; balance: number | undefined } | { ok: false; message: string };

const MIN_CHIP = 1_000;
const MAX_PER_ROUND = 5_000_000;

/**
 * One chip on a spot: written first (pending, bound to the table's betting round), then debited. Only
 * while the round takes bets; a debit the wallet refused leaves nothing behind but a refused row.
 */
export async function placeTableBet(
  deps: TableDeps,
  now: Date,
  input: {
    aggregator: CasinoAggregatorKey;
    gameCode: string;
    windowId: string;
    sessionId: string;
    playerId: string;
    spot: string;
    amount: number;
    txId: string;
  },
): Promise<PlaceBetResult> {
  const { db, wallet } = deps;
  const [table] = await db
    .select()
    .from(simCasinoTables)
    .where(and(eq(simCasinoTables.aggregator, input.aggregator), eq(simCasinoTables.gameCode, input.gameCode)));
  if (!table) return { ok: false, message: '테이블을 찾을 수 없습니다.' };
  if (!tableGames[table.kind].isSpot(input.spot)) return { ok: false, message: '베팅할 수 없는 자리입니다.' };
  if (!Number.isInteger(input.amount) || input.amount < MIN_CHIP || input.amount % MIN_CHIP !== 0) {
    return { ok: false, message: '베팅 금액이 올바르지 않습니다.' };
  }
  if (table.phase !== 'betting' || table.phaseEndsAt <= now) return { ok: false, message: '베팅이 마감되었습니다.' };
  const [staked] = await db
    .select({ total: sql<number>`coalesce(sum(${simCasinoBets.amount}), 0)::bigint`.mapWith(Number) })
    .from(simCasinoBets)
    .where(
      and(
        eq(simCasinoBets.aggregator, input.aggregator),
        eq(simCasinoBets.gameCode, input.gameCode),
        eq(simCasinoBets.round, table.round),
        eq(simCasinoBets.playerId, input.playerId),
        inArray(simCasinoBets.status, ['pending', 'placed']),
      ),
    );
  if ((staked?.total ?? 0) + input.amount > MAX_PER_ROUND) {
    return { ok: false, message: `한 라운드 최대 베팅은 ${MAX_PER_ROUND.toLocaleString('ko-KR')}원입니다.` };
  }
  // Written only if the round still takes bets: the table row is held (FOR SHARE) while the bet is
  // written, so the tick's move to dealing waits for it and deals with the bet counted.
  const bet = await db.transaction(async (tx) => {
    const [open] = await tx
      .select({ round: simCasinoTables.round })
      .from(simCasinoTables)
      .where(
        and(
          eq(simCasinoTables.aggregator, input.aggregator),
          eq(simCasinoTables.gameCode, input.gameCode),
          eq(simCasinoTables.round, table.round),
          eq(simCasinoTables.phase, 'betting'),
          gt(simCasinoTables.phaseEndsAt, now),
        ),
      )
      .for('share');
    if (!open) return undefined;
    const [row] = await tx
      .insert(simCasinoBets)
      .values({
        aggregator: input.aggregator,
        gameCode: input.gameCode,
        round: table.round,
        playerId: input.playerId,
        windowId: input.windowId,
        spot: input.spot,
        amount: input.amount,
        debitTxId: input.txId,
        status: 'pending',
        createdAt: now,
      })
      .returning({ id: simCasinoBets.id });
    return row;
  });
  if (!bet) return { ok: false, message: '베팅이 마감되었습니다.' };
  let answer;
  try {
    answer = await wallet.call(input.aggregator, 'debit', {
      sessionId: input.sessionId,
      playerId: input.playerId,
      txId: input.txId,
      roundId: tableRoundId(input.gameCode, table.round, input.playerId),
      gameCode: input.gameCode,
      amount: input.amount,
    });
  } catch (error) {
    if (!(error instanceof WalletUnreachable)) throw error;
    // Left pending: the round's settlement rolls the debit back whether or not it arrived.
    return { ok: false, message: '지갑 서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.' };
  }
  await markBets(db, [bet.id], answer.status === 'OK' ? 'placed' : 'refused', null);
  await rememberBalance(db, input.aggregator, input.playerId, answer.balance, now);
  if (answer.status !== 'OK') return { ok: false, message: refusal(answer.status) };
  return { ok: true, balance: answer.balance };
}

export interface TableView {
  kind: TableKind;
  round: number;
  phase: SimCasinoTableRow['phase'];
  secondsLeft: number;
  /** the current round's deal, once dealt */
  outcome: TableOutcome | null;
  detail: string | null;
  /** earlier rounds, oldest first (a baccarat table's current shoe: its bead road) */
  history: TableOutcome[];
  myBets: { spot: string; amount: number; status: string; returned: number | null }[];
  /** what the member's bets of the last settled round returned */
  roundId: string;
}

export async function tableView(
  deps: TableDeps,
  now: Date,
  input: { aggregator: string; gameCode: string; playerId: string },
): Promise<TableView | undefined> {
  const { db } = deps;
  const [table] = await db
    .select()
    .from(simCasinoTables)
    .where(and(eq(simCasinoTables.aggregator, input.aggregator), eq(simCasinoTables.gameCode, input.gameCode)));
  if (!table) return undefined;
  const recent = await db
    .select()
    .from(simCasinoRounds)
    .where(and(eq(simCasinoRounds.aggregator, input.aggregator), eq(simCasinoRounds.gameCode, input.gameCode)))
    .orderBy(desc(simCasinoRounds.round))
    .limit(80);
  const current = recent.find((round) => round.round === table.round);
  const earlier = recent.filter((round) => round.round !== table.round || table.phase === 'result').reverse();
  const outcomes = earlier.map((round) => round.outcome as TableOutcome);
  const last = outcomes[outcomes.length - 1];
  const history =
    last?.kind === 'baccarat'
      ? outcomes.filter((outcome) => outcome.kind === 'baccarat' && outcome.shoe === last.shoe)
      : outcomes.slice(-20);
  const myBets = await db
    .select({
      spot: simCasinoBets.spot,
      amount: simCasinoBets.amount,
      status: simCasinoBets.status,
      returned: simCasinoBets.returned,
    })
    .from(simCasinoBets)
    .where(
      and(
        eq(simCasinoBets.aggregator, input.aggregator),
        eq(simCasinoBets.gameCode, input.gameCode),
        eq(simCasinoBets.round, table.round),
        eq(simCasinoBets.playerId, input.playerId),
        inArray(simCasinoBets.status, ['pending', 'placed', 'settled']),
      ),
    )
    .orderBy(asc(simCasinoBets.id));
  return {
    kind: table.kind,
    round: table.round,
    phase: table.phase,
    secondsLeft: Math.max(0, Math.ceil((table.phaseEndsAt.getTime() - now.getTime()) / 1000)),
    outcome: table.phase === 'betting' ? null : ((current?.outcome as TableOutcome | undefined) ?? null),
    detail: table.phase === 'betting' ? null : (current?.detail ?? null),
    history,
    myBets,
    roundId: tableRoundId(input.gameCode, table.round, input.playerId),
  };
}
