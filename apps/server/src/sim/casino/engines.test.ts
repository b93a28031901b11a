import { describe, expect, it } from 'vitest';
import { casinoGameCodePattern } from '@site/contracts/casino';
import { cards, seededRandom } from '../minigames/test-random';
import { simAggregators } from './aggregators';
import { baccaratReturn, dealCoup, describeCoup, newShoe, type BaccaratCoup, type BaccaratShoe } from './baccarat';
import { rouletteReturn, spinWheel } from './roulette';
import { exactSlotMath } from './slot-math';
import { evaluateWindow, playSlotRound, SLOT_RTP, standardMachine, type SlotSymbol } from './slot';

/** A shoe stacked in dealing order (player, banker, player, banker, thirds), nothing burnt. */
function stackedShoe(...ranks: number[]): BaccaratShoe {
  const text = cards(...ranks)
    .map((card) => `${card.suit}${card.rank.toString(36)}`)
    .join('');
  return { number: 1, cards: text, dealt: 0, cutAt: 400 };
}

const coupOf = (...ranks: number[]): BaccaratCoup => dealCoup(stackedShoe(...ranks), seededRandom(1)).coup;

describe('baccarat', () => {
  it('deals the third cards by the rule and pays player, banker with commission, tie and pairs', () => {
    // player 2+3=5 draws a 4 (9); banker 3+3=6 stands on a player third 4
    const playerWins = coupOf(2, 3, 3, 3, 4, 9);
    expect([playerWins.player.length, playerWins.banker.length, playerWins.winner]).toEqual([3, 2, 'player']);
    expect(playerWins.bankerPair).toBe(true);
    expect(baccaratReturn('player', 1000, playerWins)).toBe(2000);
    expect(baccaratReturn('banker', 1000, playerWins)).toBe(0);
    expect(baccaratReturn('bankerPair', 1000, playerWins)).toBe(12_000);
    expect(baccaratReturn('playerPair', 1000, playerWins)).toBe(0);

    // banker natural 8 against player 7: nobody draws
    const bankerWins = coupOf(3, 5, 4, 3);
    expect([bankerWins.player.length, bankerWins.banker.length, bankerWins.winner]).toEqual([2, 2, 'banker']);
    expect(baccaratReturn('banker', 1000, bankerWins)).toBe(1950);
    expect(baccaratReturn('banker', 1010, bankerWins)).toBe(1010 + 959);
    expect(describeCoup(bankerWins)).toBe('뱅커 승 (8:7)');

    // 7:7 both stand: tie pays 8:1 and the player and banker bets come back
    const tie = coupOf(3, 2, 4, 5);
    expect(tie.winner).toBe('tie');
    expect(baccaratReturn('tie', 1000, tie)).toBe(9000);
    expect(baccaratReturn('player', 1000, tie)).toBe(1000);
    expect(baccaratReturn('banker', 1000, tie)).toBe(1000);
  });

  it('deals one eight-deck shoe to its cut card, then shuffles a new one', () => {
    const random = seededRandom(7);
    let shoe = newShoe(random, 1);
    expect(shoe.cards.length).toBe(416 * 2);
    const coups: BaccaratCoup[] = [];
    while (shoe.number === 1 || coups.length < 200) {
      const dealt = dealCoup(shoe, random);
      coups.push(dealt.coup);
      shoe = dealt.shoe;
    }
    const firstShoe = coups.filter((coup) => coup.shoe === 1);
    const cardsUsed = firstShoe.reduce((sum, coup) => sum + coup.player.length + coup.banker.length, 0);
    expect(cardsUsed).toBeGreaterThan(416 - 100);
    expect(cardsUsed).toBeLessThan(416 - 50);
    expect(coups.some((coup) => coup.shoe === 2)).toBe(true);
  });
});

describe('roulette', () => {
  it('pays a straight 35:1, even chances 1:1, dozens and columns 2:1, and zero loses the outside', () => {
    const at = (number: number) => ({ kind: 'roulette' as const, number });
    expect(rouletteReturn('n17', 100, at(17))).toBe(3600);
    expect(rouletteReturn('n17', 100, at(18))).toBe(0);
    expect(rouletteReturn('black', 100, at(17))).toBe(200);
    expect(rouletteReturn('red', 100, at(17))).toBe(0);
    expect(rouletteReturn('odd', 100, at(17))).toBe(200);
    expect(rouletteReturn('low', 100, at(17))).toBe(200);
    expect(rouletteReturn('dozen2', 100, at(17))).toBe(300);
    expect(rouletteReturn('col2', 100, at(17))).toBe(300);
    for (const spot of ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen1', 'col3']) {
      expect(rouletteReturn(spot, 100, at(0))).toBe(0);
    }
    expect(rouletteReturn('n0', 100, at(0))).toBe(3600);
    const random = seededRandom(3);
    const pockets = new Set(Array.from({ length: 2000 }, () => spinWheel(random).number));
    expect(pockets.size).toBe(37);
  });
});

describe('slot', () => {
  it('pays lines from the left with wilds standing in, and scatters anywhere', () => {
    const grid: SlotSymbol[][] = [
      ['7', 'J', 'S'],
      ['W', 'Q', 'K'],
      ['7', 'A', 'S'],
      ['D', 'K', 'J'],
      ['S', 'Q', 'A'],
    ];
    const outcome = evaluateWindow(standardMachine, grid, 2000);
    // line 2 (top row): 7 W 7 D → three sevens, 50 line bets of 100
    expect(outcome.lineWins).toContainEqual({ line: 1, symbol: '7', count: 3, amount: 5000 });
    expect(outcome.scatters).toBe(3);
    expect(outcome.scatterWin).toBe(2 * 2000);
  });

  it('returns exactly the configured 96 % by its reel strips and paytable', () => {
    const math = exactSlotMath(standardMachine);
    expect(Math.abs(math.rtp - SLOT_RTP)).toBeLessThan(0.0005);
  });

  it('returns about that over 300,000 seeded spins', () => {
    const random = seededRandom(96);
    const spins = 300_000;
    const bet = 200;
    let won = 0;
    let featured = 0;
    for (let spin = 0; spin < spins; spin++) {
      const round = playSlotRound(standardMachine, random, bet);
      won += round.win;
      if (round.free.length > 0) featured++;
    }
    const math = exactSlotMath(standardMachine);
    expect(Math.abs(won / (spins * bet) - math.rtp)).toBeLessThan(0.03);
    expect(Math.abs(featured / spins - math.freeSpinChance)).toBeLessThan(0.001);
    // Pure CPU (about 2 s on a quiet core): on a machine shared with other jobs the default 5 s ran out.
  }, 30_000);
});

describe('the catalogues', () => {
  it('give each aggregator its own vendors, valid unique codes and one menu default per product', () => {
    const vendorSets = simAggregators().map((aggregator) => {
      const games = aggregator.games();
      expect(new Set(games.map((game) => game.code)).size).toBe(games.length);
      for (const game of games) expect(game.code).toMatch(casinoGameCodePattern);
      for (const product of ['casino', 'slot'] as const) {
        expect(games.filter((game) => game.product === product && game.lobbyDefault)).toHaveLength(1);
      }
      return aggregator
        .vendors()
        .map((vendor) => vendor.code)
        .join();
    });
    expect(new Set(vendorSets).size).toBe(3);
  });
});
