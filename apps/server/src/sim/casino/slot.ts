/**
 * The video slot every slot game plays: 5 reels × 3 rows, 20 fixed paylines, a wild that stands in
 * for every line symbol, a scatter that pays anywhere and, three or more, starts free spins whose wins
 * are multiplied. Its return to player is set by the reel strips and the paytable below, and
 * slot-math.ts computes it exactly (slot.test.ts holds it to SLOT_RTP).
 */
import type { CasinoRandom } from './random';

/** W wild, S scatter, then the line symbols from the richest: 7, bar, crown, diamond, A, K, Q, J */
export const slotSymbols = ['W', 'S', '7', 'B', 'C', 'D', 'A', 'K', 'Q', 'J'] as const;
export type SlotSymbol = (typeof slotSymbols)[number];
export type LineSymbol = Exclude<SlotSymbol, 'W' | 'S'>;
export const lineSymbols: readonly LineSymbol[] = ['7', 'B', 'C', 'D', 'A', 'K', 'Q', 'J'];

export interface SlotMachine {
  /** one strip per reel; the window shows three consecutive positions (wrapping) */
  reels: readonly (readonly SlotSymbol[])[];
  /** each payline: the row (0 top … 2 bottom) it crosses on each reel */
  lines: readonly (readonly number[])[];
  /** what 3, 4 and 5 of a symbol from the left pay, in line bets */
  pays: Record<LineSymbol, readonly [number, number, number]>;
  /** what 3, 4 and 5 scatters anywhere pay, in total bets */
  scatterPays: readonly [number, number, number];
  freeSpins: number;
  freeSpinMultiplier: number;
}

/** The return to player the machine is built for; slot.test.ts checks the exact figure against it. */
export const SLOT_RTP = 0.96;

const strip = (text: string): SlotSymbol[] => text.split('') as SlotSymbol[];

export const standardMachine: SlotMachine = {
  reels: [
    strip('JQKAJDQ7JKSAQCJBKQAJWDKQJJAQCK'),
    strip('QJKADJQBKJSQACJKDQ7JAKWQJCKWAD'),
    strip('KQJAQDJKSBQAJCKQJ7DAKWJQACJKQW'),
    strip('JAKQDJQKSAJBQKC7JADQKWJAJQKCWD'),
    strip('QKJADQJKSAQ7JKCQBJDAKQJWJKQAJC'),
  ],
  lines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 2, 1, 0, 1],
    [1, 0, 1, 2, 1],
    [0, 1, 1, 1, 0],
    [2, 1, 1, 1, 2],
    [0, 1, 0, 1, 0],
    [2, 1, 2, 1, 2],
    [1, 1, 0, 1, 1],
    [1, 1, 2, 1, 1],
    [0, 0, 2, 0, 0],
    [2, 2, 0, 2, 2],
    [0, 2, 2, 2, 0],
  ],
  pays: {
    '7': [50, 250, 1000],
    B: [30, 120, 500],
    C: [20, 80, 300],
    D: [16, 60, 200],
    A: [9, 25, 100],
    K: [7, 20, 80],
    Q: [6, 15, 60],
    J: [5, 12, 50],
  },
  scatterPays: [2, 10, 50],
  freeSpins: 10,
  freeSpinMultiplier: 3,
};

export const SLOT_BET_SIZES = [200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000] as const;

export interface LineWin {
  line: number;
  symbol: LineSymbol;
  count: number;
  /** won, whole won */
  amount: number;
}

export interface SpinOutcome {
  /** the window, reel by reel, top to bottom */
  grid: SlotSymbol[][];
  lineWins: LineWin[];
  scatters: number;
  scatterWin: number;
  /** this spin's win, multiplier included */
  win: number;
}

export interface SlotRound {
  kind: 'slot';
  bet: number;
  base: SpinOutcome;
  /** the free spins the base spin started (none, or machine.freeSpins) */
  free: SpinOutcome[];
  /** everything the round pays */
  win: number;
}

/**
 * The best pay of a line of five symbols: for each line symbol, the run from the left of that symbol
 * or wilds (a line of wilds pays as the richest symbol). Answers [symbol, count, pay in line bets].
 */
export function linePay(
  machine: SlotMachine,
  symbols: readonly SlotSymbol[],
): [LineSymbol, number, number] | undefined {
  let best: [LineSymbol, number, number] | undefined;
  for (const symbol of lineSymbols) {
    let count = 0;
    while (count < symbols.length && (symbols[count] === symbol || symbols[count] === 'W')) count++;
    const pay = count >= 3 ? (machine.pays[symbol][count - 3] ?? 0) : 0;
    if (pay > 0 && (!best || pay > best[2])) best = [symbol, count, pay];
  }
  return best;
}

export const scatterPay = (machine: SlotMachine, scatters: number): number =>
  scatters >= 3 ? (machine.scatterPays[Math.min(scatters, 5) - 3] ?? 0) : 0;

/** The window at the given stops (the top row's position on each strip). */
export function windowAt(machine: SlotMachine, stops: readonly number[]): SlotSymbol[][] {
  return machine.reels.map((reel, index) => {
    const stop = stops[index] ?? 0;
    return [0, 1, 2].map((row) => reel[(stop + row) % reel.length] as SlotSymbol);
  });
}

/** Pays one window for a total bet (a multiple of the line count, so every pay is whole won). */
export function evaluateWindow(machine: SlotMachine, grid: SlotSymbol[][], bet: number, multiplier = 1): SpinOutcome {
  const lineBet = bet / machine.lines.length;
  const lineWins: LineWin[] = [];
  machine.lines.forEach((rows, line) => {
    const pay = linePay(
      machine,
      rows.map((row, reel) => grid[reel]?.[row] as SlotSymbol),
    );
    if (pay) lineWins.push({ line, symbol: pay[0], count: pay[1], amount: pay[2] * lineBet * multiplier });
  });
  const scatters = grid.flat().filter((symbol) => symbol === 'S').length;
  const scatterWin = scatterPay(machine, scatters) * bet * multiplier;
  const win = lineWins.reduce((sum, lineWin) => sum + lineWin.amount, scatterWin);
  return { grid, lineWins, scatters, scatterWin, win };
}

const spinOnce = (machine: SlotMachine, random: CasinoRandom, bet: number, multiplier: number): SpinOutcome =>
  evaluateWindow(
    machine,
    windowAt(
      machine,
      machine.reels.map((reel) => random.below(reel.length)),
    ),
    bet,
    multiplier,
  );

/** One paid spin and the free spins it starts (free spins do not start more). */
export function playSlotRound(machine: SlotMachine, random: CasinoRandom, bet: number): SlotRound {
  if (bet <= 0 || bet % machine.lines.length !== 0) throw new Error(`bet ${bet} is not a multiple of the lines`);
  const base = spinOnce(machine, random, bet, 1);
  const free =
    base.scatters >= 3
      ? Array.from({ length: machine.freeSpins }, () => spinOnce(machine, random, bet, machine.freeSpinMultiplier))
      : [];
  const win = free.reduce((sum, spin) => sum + spin.win, base.win);
  return { kind: 'slot', bet, base, free, win };
}

/** e.g. '당첨 12,000원 · 프리스핀 10회' for /bet_result */
export function describeSlotRound(round: SlotRound): string {
  const parts = [round.win > 0 ? `당첨 ${round.win.toLocaleString('ko-KR')}원` : '낙첨'];
  if (round.free.length > 0) parts.push(`프리스핀 ${round.free.length}회`);
  return parts.join(' · ');
}
