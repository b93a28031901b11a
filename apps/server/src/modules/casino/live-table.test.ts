/**
 * The simulated live tables played against the real seamless wallet: the provider's signed calls go
 * through the app's own route, so what the member is charged is what the ledger shows.
 */
import { describe, expect, it } from 'vitest';
import type { Bet, BetPage } from '@site/contracts/api/bets';
import { simAggregator } from '../../sim/casino/aggregators';
import { balanceOf, bettor, getOk } from '../betting/bets-test-kit';
import { launchToken, simCasinoOf, useCasinoApp } from './casino-test-kit';

const kit = useCasinoApp([simAggregator('playfun')]);

const BACCARAT = 'evolution-baccarat-a';

describe('a live table against the wallet', () => {
  it('takes 20 chips of 1,000,000원 sent at once up to the round maximum of 5,000,000원, and refuses the rest', async () => {
    const who = await bettor(kit, 100_000_000);
    const sim = simCasinoOf(kit, 28);
    const opened = await sim.open('playfun', await launchToken(kit, who, BACCARAT));
    if (!('window' in opened)) throw new Error(`window did not open: ${opened.error}`);

    const answers = await Promise.all(Array.from({ length: 20 }, () => sim.bet(opened.window, 'banker', 1_000_000)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(5);
    const refused = answers.filter((answer) => !answer.ok);
    expect(refused).toHaveLength(15);
    for (const answer of refused)
      expect(answer).toEqual({ ok: false, message: '한 라운드 최대 베팅은 5,000,000원입니다.' });

    expect(await balanceOf(kit.db, who.member.id)).toBe(95_000_000);
    const rounds = (await getOk<BetPage>(kit, '/api/bets?gameType=5', who.headers)).items;
    expect(rounds.map((round: Bet) => round.stake)).toEqual([5_000_000]);
    // The ledger summing to every balance is checked after each test (casino-test-kit).
  });
});
