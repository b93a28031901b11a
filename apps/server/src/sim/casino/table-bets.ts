import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { CasinoAggregatorKey } from '@site/contracts/casino';
import type { Database } from '../../db/client';
import { simCasinoBets, simCasinoTables } from '../../db/schema/sim-casino';
import { tableGames } from './table-games';
import { markBets, tableRoundId, type TableDeps } from './tables';
import { WalletUnreachable } from './wallet-client';
import { refusalMessage } from './wallet-messages';
import { rememberBalance } from './windows';

export type PlaceBetResult = { ok: true; balance: number | undefined } | { ok: false; message: string };

const MIN_CHIP = 1_000;
const MAX_PER_ROUND = 5_000_000;

const overMaximum = {
  ok: false,
  message: `한 라운드 최대 베팅은 ${MAX_PER_ROUND.toLocaleString('ko-KR')}원입니다.`,
} as const;
const bettingClosed = { ok: false, message: '베팅이 마감되었습니다.' } as const;

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
  if (table.phase !== 'betting' || table.phaseEndsAt <= now) return bettingClosed;
  const booked = await db.transaction((tx) => bookChip(tx, now, { ...input, round: table.round }));
  if (!booked.ok) return booked;
  let answer;
  try {
    answer = await wallet.call(input.aggregator, 'debit', {
      sessionId: input.sessionId,
      playerId: input.playerId,
      txId: input.txId,
      roundId: tableRoundId(input.gameCode, table.round, input.playerId),
      gameCode: input.gameCode,
      amount: input.amount,
      // The wallet refuses the spot across from one already held in the round (양방).
      spot: input.spot,
    });
  } catch (error) {
    if (!(error instanceof WalletUnreachable)) throw error;
    // Left pending: the round's settlement rolls the debit back whether or not it arrived.
    return { ok: false, message: '지갑 서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.' };
  }
  await markBets(db, [booked.id], answer.status === 'OK' ? 'placed' : 'refused', null);
  await rememberBalance(db, input.aggregator, input.playerId, answer.balance, now);
  if (answer.status !== 'OK') return { ok: false, message: refusalMessage(answer.status) };
  return { ok: true, balance: answer.balance };
}

/**
 * Writes the chip as pending if the round still takes bets and the player's chips on it stay within
 * the maximum. The table's row is held FOR UPDATE first: chips on one table queue here, so each one's
 * sum counts every chip before it (a sum read outside this lock let 20 chips at once all pass), and
 * the tick's move to dealing waits for the chip and deals with it counted.
 */
async function bookChip(
  tx: Database,
  now: Date,
  chip: {
    aggregator: CasinoAggregatorKey;
    gameCode: string;
    round: number;
    playerId: string;
    windowId: string;
    spot: string;
    amount: number;
    txId: string;
  },
): Promise<{ ok: true; id: number } | { ok: false; message: string }> {
  const [open] = await tx
    .select({ round: simCasinoTables.round })
    .from(simCasinoTables)
    .where(
      and(
        eq(simCasinoTables.aggregator, chip.aggregator),
        eq(simCasinoTables.gameCode, chip.gameCode),
        eq(simCasinoTables.round, chip.round),
        eq(simCasinoTables.phase, 'betting'),
        gt(simCasinoTables.phaseEndsAt, now),
      ),
    )
    .for('update');
  if (!open) return bettingClosed;
  if ((await playerRoundStake(tx, chip)) + chip.amount > MAX_PER_ROUND) return overMaximum;
  const [row] = await tx
    .insert(simCasinoBets)
    .values({
      aggregator: chip.aggregator,
      gameCode: chip.gameCode,
      round: chip.round,
      playerId: chip.playerId,
      windowId: chip.windowId,
      spot: chip.spot,
      amount: chip.amount,
      debitTxId: chip.txId,
      status: 'pending',
      createdAt: now,
    })
    .returning({ id: simCasinoBets.id });
  if (!row) throw new Error('sim_casino_bets insert returned nothing');
  return { ok: true, id: row.id };
}

/** What the player has on the round in chips not refused or ended: pending ones count, their debit may yet land. */
async function playerRoundStake(
  tx: Database,
  key: { aggregator: CasinoAggregatorKey; gameCode: string; round: number; playerId: string },
): Promise<number> {
  const [staked] = await tx
    .select({ total: sql<number>`coalesce(sum(${simCasinoBets.amount}), 0)::bigint`.mapWith(Number) })
    .from(simCasinoBets)
    .where(
      and(
        eq(simCasinoBets.aggregator, key.aggregator),
        eq(simCasinoBets.gameCode, key.gameCode),
        eq(simCasinoBets.round, key.round),
        eq(simCasinoBets.playerId, key.playerId),
        inArray(simCasinoBets.status, ['pending', 'placed']),
      ),
    );
  return staked?.total ?? 0;
}
