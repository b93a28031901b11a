import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { CasinoAggregatorKey } from '@site/contracts/casino';
import { simCasinoBets, simCasinoTables } from '../../db/schema/sim-casino';
import { tableGames } from './table-games';
import { markBets, tableRoundId, type TableDeps } from './tables';
import { WalletUnreachable } from './wallet-client';
import { refusalMessage } from './wallet-messages';
import { rememberBalance } from './windows';

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
  if (answer.status !== 'OK') return { ok: false, message: refusalMessage(answer.status) };
  return { ok: true, balance: answer.balance };
}
