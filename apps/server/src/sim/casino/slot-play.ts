/**
 * One slot round through the wallet: debit the bet, play the spin (and any free spins it starts, all
 * inside the same round), credit the win at once, 0 when nothing won. Round id `<gameCode>.<debitTxId>`.
 */
import type { CasinoAggregatorKey } from '@site/contracts/casino';
import type { Database } from '../../db/client';
import type { CasinoRandom } from './random';
import { describeSlotRound, playSlotRound, SLOT_BET_SIZES, standardMachine, type SlotRound } from './slot';
import { WalletUnreachable, type CasinoWalletClient } from './wallet-client';
import { newTxId, refusalMessage } from './wallet-messages';
import { rememberBalance } from './windows';

export type SlotSpinResult =
  | { ok: true; round: SlotRound; roundId: string; balance: number | undefined; creditPending: boolean }
  | { ok: false; message: string };

export async function spinSlot(
  deps: { db: Database; wallet: CasinoWalletClient; random: CasinoRandom },
  now: Date,
  input: { aggregator: CasinoAggregatorKey; gameCode: string; sessionId: string; playerId: string; bet: number },
): Promise<SlotSpinResult> {
  const { db, wallet } = deps;
  if (!(SLOT_BET_SIZES as readonly number[]).includes(input.bet)) {
    return { ok: false, message: '베팅 금액이 올바르지 않습니다.' };
  }
  const txId = newTxId('d');
  const roundId = `${input.gameCode}.${txId}`;
  let debit;
  try {
    debit = await wallet.call(input.aggregator, 'debit', {
      sessionId: input.sessionId,
      playerId: input.playerId,
      txId,
      roundId,
      gameCode: input.gameCode,
      amount: input.bet,
    });
  } catch (error) {
    if (!(error instanceof WalletUnreachable)) throw error;
    // Whether the debit arrived is unknown: the round's rollback settles that either way.
    await wallet
      .settle(input.aggregator, 'rollback', { playerId: input.playerId, txId: `rb${txId}`, roundId, refTxId: txId })
      .catch(() => undefined);
    return { ok: false, message: refusalMessage('UNREACHABLE') };
  }
  await rememberBalance(db, input.aggregator, input.playerId, debit.balance, now);
  if (debit.status !== 'OK') return { ok: false, message: refusalMessage(debit.status) };

  const round = playSlotRound(standardMachine, deps.random, input.bet);
  try {
    const credit = await wallet.settle(input.aggregator, 'credit', {
      playerId: input.playerId,
      txId: `c${txId}`,
      roundId,
      gameCode: input.gameCode,
      amount: round.win,
      roundClosed: true,
      detail: describeSlotRound(round),
    });
    await rememberBalance(db, input.aggregator, input.playerId, credit.balance, now);
    return { ok: true, round, roundId, balance: credit.balance, creditPending: false };
  } catch (error) {
    if (!(error instanceof WalletUnreachable)) throw error;
    // The wallet's open-round timeout rolls the stake back; the window says the win is delayed.
    return { ok: true, round, roundId, balance: debit.balance, creditPending: true };
  }
}
