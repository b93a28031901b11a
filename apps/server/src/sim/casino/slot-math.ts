/**
 * The slot's exact return to player, from its reel strips and paytable alone (no spins played).
 *
 * On every payline each reel shows one position of its strip, uniformly, and the reels stop
 * independently, so a line's five symbols follow the product of the strips' symbol frequencies: the
 * expected line pay is a sum over the 10^5 symbol combinations. Scatters count over the whole window:
 * each reel's count (0 or 1: scatters lie at least three apart) comes from its strip, and the reels'
 * counts are convolved. The expectation is linear, so a spin's expected win is 20 lines' plus the
 * scatter's, and free spins (independent fresh spins, no retrigger) add P(3+ scatters) × spins ×
 * multiplier × that same expectation.
 */
import { linePay, scatterPay, slotSymbols, type SlotMachine, type SlotSymbol } from './slot';

export interface SlotMath {
  /** expected win of one paid spin (free spins excluded), in total bets */
  baseReturn: number;
  /** chance a paid spin starts free spins */
  freeSpinChance: number;
  /** the whole return to player: base spin plus the free spins it may start */
  rtp: number;
}

export function exactSlotMath(machine: SlotMachine): SlotMath {
  const frequencies = machine.reels.map((reel) =>
    slotSymbols.map((symbol) => reel.filter((item) => item === symbol).length / reel.length),
  );
  let lineReturn = 0;
  const combination: SlotSymbol[] = [];
  const visit = (reel: number, probability: number): void => {
    if (probability === 0) return;
    if (reel === machine.reels.length) {
      lineReturn += probability * (linePay(machine, combination)?.[2] ?? 0);
      return;
    }
    slotSymbols.forEach((symbol, index) => {
      combination[reel] = symbol;
      visit(reel + 1, probability * (frequencies[reel]?.[index] ?? 0));
    });
  };
  visit(0, 1);

  // Distribution of the number of scatters in the window, reel by reel.
  let scatterCounts = [1];
  for (const reel of machine.reels) {
    const perReel: number[] = [];
    for (let stop = 0; stop < reel.length; stop++) {
      const seen = [0, 1, 2].filter((row) => reel[(stop + row) % reel.length] === 'S').length;
      perReel[seen] = (perReel[seen] ?? 0) + 1 / reel.length;
    }
    const next: number[] = [];
    scatterCounts.forEach((p, count) =>
      perReel.forEach((q = 0, seen) => {
        next[count + seen] = (next[count + seen] ?? 0) + p * q;
      }),
    );
    scatterCounts = next;
  }
  const scatterReturn = scatterCounts.reduce((sum, p = 0, count) => sum + p * scatterPay(machine, count), 0);
  const freeSpinChance = scatterCounts.reduce((sum, p = 0, count) => (count >= 3 ? sum + p : sum), 0);

  // A line's pay is in line bets: 20 lines at a twentieth of the bet each make one line's expectation.
  const baseReturn = lineReturn + scatterReturn;
  const rtp = baseReturn * (1 + freeSpinChance * machine.freeSpins * machine.freeSpinMultiplier);
  return { baseReturn, freeSpinChance, rtp };
}
