import { describe, expect, it } from 'vitest';

import type { MinigameMarket } from '@site/contracts/api/minigames';

import { koMinigames } from '../../i18n/ko-minigames';
import { betProblems, choosePick, expectedPayout, maxStakeFor, repricePick, type MinigamePick } from './bet-pick';

const odd: MinigamePick = {
  gameId: 211,
  marketKey: 'pb_oe',
  marketNameKorean: '파워볼 홀짝',
  pickKey: 'odd',
  pickNameKorean: '홀',
  price: 1.95,
};
const even: MinigamePick = { ...odd, pickKey: 'even', pickNameKorean: '짝' };
const setting = { minStake: 1_000, maxStake: 1_000_000, maxPayout: 5_000_000 };

describe('the single minigame bet', () => {
  it('is the pick chosen last: another pick replaces it, the same pick again clears it', () => {
    expect(choosePick(null, odd)).toBe(odd);
    expect(choosePick(odd, even)).toBe(even);
    expect(choosePick(odd, { ...odd })).toBeNull();
    // A pick of another market or another game replaces it too: there is only ever one.
    const sum = { ...odd, marketKey: 'sum_oe' };
    expect(choosePick(odd, sum)).toBe(sum);
    expect(choosePick(odd, { ...odd, gameId: 212 })).toEqual({ ...odd, gameId: 212 });
  });

  it('takes the board’s current price, or goes when the board no longer offers it', () => {
    const markets: MinigameMarket[] = [
      {
        key: 'pb_oe',
        nameKorean: '파워볼 홀짝',
        group: '파워볼',
        picks: [
          { key: 'odd', nameKorean: '홀', price: 1.9 },
          { key: 'even', nameKorean: '짝', price: 1.95 },
        ],
      },
    ];
    expect(repricePick(odd, markets)).toEqual({ ...odd, price: 1.9 });
    expect(repricePick(even, markets)).toBe(even);
    expect(repricePick({ ...odd, pickKey: 'gone' }, markets)).toBeNull();
    expect(repricePick(odd, [])).toBeNull();
  });
});

describe('the expected payout', () => {
  it('is the stake times the price, floored to the won, without float noise', () => {
    expect(expectedPayout(5_000, 1.95, setting.maxPayout)).toEqual({ payout: 9_750, capped: false });
    expect(expectedPayout(1_000, 1.15, setting.maxPayout).payout).toBe(1_150);
    expect(expectedPayout(3_333, 1.95, setting.maxPayout).payout).toBe(6_499);
    expect(expectedPayout(0, 1.95, setting.maxPayout).payout).toBe(0);
  });

  it('stops at the game’s maximum payout', () => {
    expect(expectedPayout(4_000_000, 1.95, setting.maxPayout)).toEqual({ payout: 5_000_000, capped: true });
  });
});

describe('what stops the bet', () => {
  it('names a missing pick first, then the stake against the limits and the balance', () => {
    expect(betProblems(null, 5_000, setting, 10_000)).toEqual([koMinigames.noPick]);
    expect(betProblems(odd, 0, setting, 10_000)).toEqual([koMinigames.noStake]);
    expect(betProblems(odd, 500, setting, 10_000)).toEqual([koMinigames.belowMinStake('1,000')]);
    expect(betProblems(odd, 2_000_000, setting, 10_000_000)).toEqual([koMinigames.aboveMaxStake('1,000,000')]);
    expect(betProblems(odd, 20_000, setting, 10_000)).toEqual([koMinigames.aboveBalance]);
    expect(betProblems(odd, 5_000, setting, 10_000)).toEqual([]);
  });

  it('leaves a guest’s balance to the server', () => {
    expect(betProblems(odd, 5_000, setting, null)).toEqual([]);
  });

  it('lets MAX stake the balance or the game’s maximum, whichever is lower', () => {
    expect(maxStakeFor(30_000, setting)).toBe(30_000);
    expect(maxStakeFor(9_000_000, setting)).toBe(1_000_000);
    expect(maxStakeFor(null, setting)).toBeNull();
  });
});
