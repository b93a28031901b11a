import { describe, expect, it } from 'vitest';
import { rollingAmount } from '@site/contracts/api/rolling';
import { useBetsApp } from '../betting/bets-test-kit';
import { boardOf, drawNow, minigameSlip, pickThatWill, placeMinigameOk } from '../minigames/minigames-test-kit';
import { summaryOf, tree } from './rolling-test-kit';

const kit = useBetsApp();
const POWERBALL_1 = 211;

describe('rolling from minigames', () => {
  it('credits the won and the lost bet of a drawn round at the minigame rates', async () => {
    const { partner, head, recommender, player } = await tree(kit);
    const board = await boardOf(kit, POWERBALL_1);
    const winner = await pickThatWill(kit, board, 2);
    const loser = await pickThatWill(kit, board, 1, { otherThan: winner.marketKey });
    await placeMinigameOk(kit, player, minigameSlip(board, winner, { stake: 12_345 }));
    await placeMinigameOk(kit, player, minigameSlip(board, loser, { stake: 54_321 }));
    expect((await summaryOf(kit, partner)).miniBeforeTotal).toBe(0);

    await drawNow(kit, POWERBALL_1);
    const both = (bp: number) => rollingAmount(12_345, bp) + rollingAmount(54_321, bp);
    expect((await summaryOf(kit, partner)).miniBeforeTotal).toBe(both(70));
    expect((await summaryOf(kit, head)).miniBeforeTotal).toBe(both(30));
    // the site's referral rate for minigames is 0.30%
    expect((await summaryOf(kit, recommender)).miniBeforeTotal).toBe(both(30));
  });
});
