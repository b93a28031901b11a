import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Bet, BetPage } from '@site/contracts/api/bets';
import { insertFixture } from '../../test/sports-data';
import { balanceOf, getOk, minutesFromNow, placeRequest, slip } from '../betting/bets-test-kit';
import { CASINO_SIGNATURE_HEADER } from '@site/contracts/api/casino-wallet';
import { creditBody, debitBody, player, signature, useCasinoApp, walletCall } from './casino-test-kit';

const kit = useCasinoApp();

const casinoBets = async (who: { headers: Record<string, string> }): Promise<Bet[]> =>
  (await getOk<BetPage>(kit, '/api/bets?gameType=5', who.headers)).items;

describe('the seamless wallet', () => {
  it('books a round as one casino bet: debits take the stake, the closing credit settles it in /bet_result', async () => {
    const who = await player(kit, 100_000);
    const balances: number[] = [];
    const unsubscribe = kit.bus.subscribe('balance', (event) => {
      if (event.memberId === who.member.id) balances.push(event.emoney);
    });
    expect(await walletCall(kit, 'debit', debitBody(who, 'r-1', 10_000))).toEqual({ status: 'OK', balance: 90_000 });
    expect(await walletCall(kit, 'debit', debitBody(who, 'r-1', 5_000))).toEqual({ status: 'OK', balance: 85_000 });
    const [open] = await casinoBets(who);
    expect(open).toMatchObject({ gameType: 5, stake: 15_000, status: 0, payout: null });
    expect(open?.casino).toMatchObject({
      gameNameKorean: '스피드 바카라',
      providerRoundId: 'r-1',
      win: 0,
      detail: null,
    });

    const closing = creditBody(who, 'r-1', 29_250, { detail: '뱅커 승 (6:4)' });
    expect(await walletCall(kit, 'credit', closing)).toEqual({ status: 'OK', balance: 114_250 });
    unsubscribe();
    const [settled] = await casinoBets(who);
    expect(settled).toMatchObject({ stake: 15_000, status: 2, payout: 29_250 });
    expect(settled?.casino).toMatchObject({ vendorNameKorean: '에볼루션', win: 29_250, detail: '뱅커 승 (6:4)' });
    expect(balances).toEqual([90_000, 85_000, 114_250]);
    // The balance answer of the wallet and the balance call agree.
    expect(await walletCall(kit, 'balance', { sessionId: who.sessionId, playerId: who.playerId })).toEqual({
      status: 'OK',
      balance: 114_250,
    });
  });

  it('refuses a bad signature, answers a replay with its first answer and refuses the same txId with another body', async () => {
    const who = await player(kit, 50_000);
    const body = debitBody(who, 'r-2', 10_000);
    expect(await walletCall(kit, 'debit', body, { signature: 'ab'.repeat(32) })).toEqual({
      status: 'INVALID_SIGNATURE',
    });
    expect(await balanceOf(kit.db, who.member.id)).toBe(50_000);
    const notJson = await kit.app.inject({
      method: 'POST',
      url: '/api/casino/wallet/playfun/debit',
      headers: { 'content-type': 'application/json', [CASINO_SIGNATURE_HEADER]: await signature(kit, '{oops') },
      payload: '{oops',
    });
    expect(notJson.statusCode).toBe(400);

    expect(await walletCall(kit, 'debit', body)).toEqual({ status: 'OK', balance: 40_000 });
    expect(await walletCall(kit, 'debit', debitBody(who, 'r-2', 1_000))).toEqual({ status: 'OK', balance: 39_000 });
    // The first call again, after another moved the balance: its own answer, nothing taken twice.
    expect(await walletCall(kit, 'debit', body)).toEqual({ status: 'OK', balance: 40_000 });
    expect(await walletCall(kit, 'debit', { ...body, amount: 20_000 })).toEqual({
      status: 'DUPLICATE_TRANSACTION',
      balance: 39_000,
    });
    expect(await balanceOf(kit.db, who.member.id)).toBe(39_000);
  });

  it('answers INSUFFICIENT_FUNDS beyond the balance, and 50 concurrent debits never overspend', async () => {
    const who = await player(kit, 100_000);
    expect(await walletCall(kit, 'debit', debitBody(who, 'r-3', 100_001))).toEqual({
      status: 'INSUFFICIENT_FUNDS',
      balance: 100_000,
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => walletCall(kit, 'debit', debitBody(who, `r-4-${index % 5}`, 3_000))),
    );
    const taken = answers.filter((answer) => answer.status === 'OK');
    expect(taken).toHaveLength(33);
    expect(answers.filter((answer) => answer.status === 'INSUFFICIENT_FUNDS')).toHaveLength(17);
    expect(await balanceOf(kit.db, who.member.id)).toBe(1_000);
  });

  it('queues a debit racing a sports bet on the same balance: one of them is refused, never both taken', async () => {
    const who = await player(kit, 10_000);
    const fixture = await insertFixture(kit.db, { startAt: minutesFromNow(kit, 120) });
    const [debited, bet] = await Promise.all([
      walletCall(kit, 'debit', debitBody(who, 'r-5', 8_000)),
      placeRequest(kit, who, slip([fixture.pick('1X2', '1')], { stake: 8_000 })),
    ]);
    expect([debited.status === 'OK', bet.statusCode === 201].filter(Boolean)).toHaveLength(1);
    expect(await balanceOf(kit.db, who.member.id)).toBe(2_000);
  });

  it('rolls a round back once; a credit for it then answers ROUND_CLOSED and an unknown refTxId changes nothing', async () => {
    const who = await player(kit, 30_000);
    const debit = debitBody(who, 'r-6', 10_000);
    await walletCall(kit, 'debit', debit);
    const unknown = { playerId: who.playerId, txId: randomUUID(), roundId: 'r-6', refTxId: 'never-sent' };
    expect(await walletCall(kit, 'rollback', unknown)).toEqual({ status: 'UNKNOWN_TRANSACTION' });
    const back = { playerId: who.playerId, txId: randomUUID(), roundId: 'r-6', refTxId: debit.txId };
    expect(await walletCall(kit, 'rollback', back)).toEqual({ status: 'OK', balance: 30_000 });
    expect(await walletCall(kit, 'rollback', { ...back, txId: randomUUID() })).toEqual({
      status: 'OK',
      balance: 30_000,
    });
    expect(await walletCall(kit, 'credit', creditBody(who, 'r-6', 50_000))).toEqual({
      status: 'ROUND_CLOSED',
      balance: 30_000,
    });
    expect(await walletCall(kit, 'credit', creditBody(who, 'never-opened', 50_000))).toEqual({
      status: 'UNKNOWN_ROUND',
    });
    const [cancelled] = await casinoBets(who);
    expect(cancelled).toMatchObject({ status: -1, payout: 10_000 });
    expect(kit.heard.filter((line) => line.includes('cancelled'))).toHaveLength(1);
  });

  it('refuses a debit whose rollback came first: nothing is taken, no round opens, and the rollback may come again', async () => {
    const who = await player(kit, 50_000);
    const late = debitBody(who, 'r-7', 10_000);
    const rollback = { playerId: who.playerId, txId: randomUUID(), roundId: 'r-7', refTxId: late.txId };
    expect(await walletCall(kit, 'rollback', rollback)).toEqual({ status: 'UNKNOWN_TRANSACTION' });
    expect(await walletCall(kit, 'rollback', rollback)).toEqual({ status: 'UNKNOWN_TRANSACTION' });
    expect(await walletCall(kit, 'debit', late)).toEqual({ status: 'ROUND_CLOSED' });
    expect(await balanceOf(kit.db, who.member.id)).toBe(50_000);
    expect(await casinoBets(who)).toEqual([]);
    // Only that id is void: the round's other debits are taken.
    expect(await walletCall(kit, 'debit', debitBody(who, 'r-7', 10_000))).toEqual({ status: 'OK', balance: 40_000 });
  });

  it('settles a debit and its rollback sent at once the same way whichever comes first: the stake is never kept', async () => {
    const who = await player(kit, 100_000);
    const pairs = Array.from({ length: 10 }, (_, index) => {
      const debit = debitBody(who, `r-8-${index}`, 5_000);
      return {
        debit,
        rollback: { playerId: who.playerId, txId: randomUUID(), roundId: debit.roundId, refTxId: debit.txId },
      };
    });
    const answers = await Promise.all(
      pairs.map(async ({ debit, rollback }) => {
        const [debited, rolledBack] = await Promise.all([
          walletCall(kit, 'debit', debit),
          walletCall(kit, 'rollback', rollback),
        ]);
        return `${debited.status}/${rolledBack.status}`;
      }),
    );
    for (const answer of answers) expect(['OK/OK', 'ROUND_CLOSED/UNKNOWN_TRANSACTION']).toContain(answer);
    expect(await balanceOf(kit.db, who.member.id)).toBe(100_000);
    for (const bet of await casinoBets(who)) expect(bet).toMatchObject({ status: -1, payout: 5_000 });
  });

  it('tells a call naming another player nothing of them: no balance, no name, in any refusal', async () => {
    const victim = await player(kit, 777_000);
    const other = await player(kit, 20_000);
    const own = debitBody(other, 'r-9', 1_000);
    expect((await walletCall(kit, 'debit', own)).status).toBe('OK');
    // The other player's live session, with the victim's player id.
    const asVictim = { sessionId: other.sessionId, playerId: victim.playerId };
    const answers = [
      await walletCall(kit, 'debit', { ...debitBody(other, 'r-10', 1_000), playerId: victim.playerId }),
      await walletCall(kit, 'balance', asVictim),
      await walletCall(kit, 'debit', { ...own, playerId: victim.playerId }),
      await walletCall(kit, 'credit', { ...creditBody(other, 'r-9', 5_000), playerId: victim.playerId }),
      await walletCall(kit, 'credit', { ...creditBody(other, 'r-none', 5_000), playerId: victim.playerId }),
      await walletCall(kit, 'rollback', {
        playerId: victim.playerId,
        txId: randomUUID(),
        roundId: 'r-9',
        refTxId: own.txId,
      }),
      await walletCall(kit, 'rollback', {
        playerId: victim.playerId,
        txId: randomUUID(),
        roundId: 'r-9',
        refTxId: 'none',
      }),
    ];
    expect(answers).toEqual([
      { status: 'INVALID_TOKEN' },
      { status: 'INVALID_TOKEN' },
      { status: 'DUPLICATE_TRANSACTION' },
      { status: 'UNKNOWN_ROUND' },
      { status: 'UNKNOWN_ROUND' },
      { status: 'UNKNOWN_TRANSACTION' },
      { status: 'UNKNOWN_TRANSACTION' },
    ]);
    expect(await balanceOf(kit.db, victim.member.id)).toBe(777_000);
    expect(await balanceOf(kit.db, other.member.id)).toBe(19_000);
  });
});
