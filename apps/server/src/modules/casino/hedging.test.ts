/**
 * 양방 at the live casino (issue 31, finding 1; docs/decisions/051): player and banker in one round
 * were both taken, 2,000,000 each, costing nothing net and counting 4,000,000 toward rolling. Now the
 * wallet's debit refuses the opposite main spot (BOTH_SIDES) and the provider's table shows why; with
 * the operator's switch off both are taken but the hedged part counts nothing toward rolling.
 */
import { describe, expect, it } from 'vitest';
import type { Bet, BetPage } from '@site/contracts/api/bets';
import { hedgingErrors } from '@site/contracts/api/hedging';
import { simAggregator } from '../../sim/casino/aggregators';
import { balanceOf, bettor, getOk } from '../betting/bets-test-kit';
import { rollingStatus } from '../cashier/rolling';
import { creditBody, debitBody, launchToken, player, simCasinoOf, useCasinoApp, walletCall } from './casino-test-kit';

const kit = useCasinoApp([simAggregator('playfun')]);

const BACCARAT = 'evolution-baccarat-a';

const setCasinoRule = async (casino: boolean) => {
  const response = await kit.asAdmin('PUT', '/api/admin/hedging-rules', { casino });
  expect(response.statusCode, response.body).toBe(200);
};

const rounds = async (who: { headers: Record<string, string> }): Promise<Bet[]> =>
  (await getOk<BetPage>(kit, '/api/bets?gameType=5', who.headers)).items;

describe('양방 at the live casino', () => {
  it('the table takes player 2,000,000 and refuses banker in the same round with the Korean reason; side bets stay free', async () => {
    const who = await bettor(kit, 10_000_000);
    const sim = simCasinoOf(kit, 31);
    const opened = await sim.open('playfun', await launchToken(kit, who, BACCARAT));
    if (!('window' in opened)) throw new Error(`window did not open: ${opened.error}`);

    expect(await sim.bet(opened.window, 'player', 2_000_000)).toMatchObject({ ok: true });
    expect(await sim.bet(opened.window, 'banker', 2_000_000)).toEqual({ ok: false, message: hedgingErrors.casino });
    // The tie and the pairs are not the player's opposite; the same side again is no hedge.
    expect(await sim.bet(opened.window, 'tie', 100_000)).toMatchObject({ ok: true });
    expect(await sim.bet(opened.window, 'player', 100_000)).toMatchObject({ ok: true });
    expect(await balanceOf(kit.db, who.member.id)).toBe(7_800_000);
    expect((await rounds(who)).map((round) => round.stake)).toEqual([2_200_000]);
  });

  it('refuses the opposite of each pair of main spots in one round, and not in the next round', async () => {
    const who = await player(kit, 1_000_000, BACCARAT);
    const debit = (round: string, spot: string) =>
      walletCall(kit, 'debit', { ...debitBody(who, round, 10_000), gameCode: BACCARAT, spot });
    for (const [a, b] of [
      ['red', 'black'],
      ['odd', 'even'],
      ['low', 'high'],
      ['banker', 'player'],
    ] as const) {
      expect(await debit(`h-${a}`, a)).toMatchObject({ status: 'OK' });
      expect(await debit(`h-${a}`, b)).toMatchObject({ status: 'BOTH_SIDES' });
      expect(await debit(`h-${a}-next`, b)).toMatchObject({ status: 'OK' });
    }
    expect(await balanceOf(kit.db, who.member.id)).toBe(920_000);
  });

  it('switched off, takes both sides, and rolling counts only the part of the round that was not hedged', async () => {
    await setCasinoRule(false);
    try {
      const who = await player(kit, 10_000_000, BACCARAT);
      const debit = (spot: string, amount: number) =>
        walletCall(kit, 'debit', { ...debitBody(who, 'off-1', amount), gameCode: BACCARAT, spot });
      expect(await debit('player', 2_000_000)).toMatchObject({ status: 'OK' });
      expect(await debit('banker', 2_000_000)).toMatchObject({ status: 'OK' });
      expect(await debit('tie', 100_000)).toMatchObject({ status: 'OK' });
      // Player won: the player's stake back twice, the banker's lost.
      expect(
        await walletCall(kit, 'credit', { ...creditBody(who, 'off-1', 4_000_000), gameCode: BACCARAT }),
      ).toMatchObject({ status: 'OK' });
      const rolling = await rollingStatus(kit.db, who.member.id, {
        depositRollingPct: 100,
        bonusRollingPct: 100,
        rollingWeights: { '5': 100 },
      });
      // 4,100,000 staked; player against banker hedged 4,000,000: only the tie counts.
      expect(rolling.byType).toEqual([{ gameType: 5, weight: 100, staked: 100_000, counted: 100_000 }]);
    } finally {
      await setCasinoRule(true);
    }
  });
});
