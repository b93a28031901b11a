/**
 * Demo history, for the seed only: slot rounds played to the end, booked as the seamless wallet books
 * a debit and its closing credit (the round, its bet, the ledger, and what a closed round tells, the
 * rolling among it). A fresh site's bet history, /calculate, /manager's rolling and daily figures then
 * show figures that add up, from the day it starts.
 */
import type { LedgerReason } from '@site/contracts/ledger-reasons';
import { seoulDayStartOf, seoulToday, shiftDay } from '@site/contracts/clock';
import type { Database } from '../../db/client';
import { changeBalance } from '../ledger/service';
import { casinoTxReference, CASINO_LEDGER_REASONS } from './ledger-reasons';
import { settledStatus } from './round-close';
import { announceRoundClosed } from './round-events';
import { creditRound, openRound } from './round-repo';

export interface DemoSlotRound {
  userId: string;
  stake: number;
  win: number;
  /** the hour of yesterday (Seoul) it was played: today's figures (the operator's dashboard) start empty */
  seoulHour: number;
}

const HOUR_MS = 3600_000;
const AGGREGATOR = 'playfun';
// A game of the simulated playfun catalogue (sim/casino/catalogue.ts), so the history names a real one.
const GAME = {
  product: 'slot',
  vendor: 'pragmatic',
  gameCode: 'pragmatic-sweet-bonanza',
  vendorNameKorean: '프라그마틱 플레이',
  gameNameKorean: '스위트 보난자',
} as const;

export async function playDemoSlotRounds(
  tx: Database,
  memberIds: ReadonlyMap<string, number>,
  rounds: readonly DemoSlotRound[],
  now: Date,
): Promise<void> {
  const yesterday = shiftDay(seoulToday(now.getTime()), -1);
  for (const [index, round] of rounds.entries()) {
    const memberId = memberIds.get(round.userId);
    if (memberId === undefined) continue;
    const at = new Date(seoulDayStartOf(yesterday).getTime() + round.seoulHour * HOUR_MS);
    const roundId = `demo-${index + 1}`;
    const opened = await openRound(tx, {
      ...GAME,
      aggregator: AGGREGATOR,
      providerRoundId: roundId,
      memberId,
      stake: round.stake,
      openedAt: at,
    });
    const book = (amount: number, reason: LedgerReason, txId: string) =>
      changeBalance(tx, {
        memberId,
        currency: 'money',
        amount,
        reason,
        reference: casinoTxReference(AGGREGATOR, txId),
      });
    await book(-round.stake, CASINO_LEDGER_REASONS.slot.stake, `${roundId}-debit`);
    if (round.win > 0) await book(round.win, CASINO_LEDGER_REASONS.slot.win, `${roundId}-credit`);
    const closed = await creditRound(tx, opened, {
      amount: round.win,
      close: { status: settledStatus(round.win), at },
      detail: undefined,
    });
    await announceRoundClosed([], tx, closed, 'settled', at);
  }
}
