/**
 * European roulette: one zero, 37 pockets, the wheel's payouts. Zero loses every outside bet.
 * Spots: 'n0'…'n36' straight up 35:1; red/black, odd/even, low (1-18)/high (19-36) 1:1;
 * dozen1-3 and col1-3 2:1.
 */
import type { CasinoRandom } from './random';

export interface RouletteSpin {
  kind: 'roulette';
  number: number;
}

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

const OUTSIDE: Record<string, { pays: number; wins: (n: number) => boolean; name: string }> = {
  red: { pays: 1, wins: (n) => RED_NUMBERS.has(n), name: '레드' },
  black: { pays: 1, wins: (n) => n > 0 && !RED_NUMBERS.has(n), name: '블랙' },
  odd: { pays: 1, wins: (n) => n % 2 === 1, name: '홀' },
  even: { pays: 1, wins: (n) => n > 0 && n % 2 === 0, name: '짝' },
  low: { pays: 1, wins: (n) => n >= 1 && n <= 18, name: '1-18' },
  high: { pays: 1, wins: (n) => n >= 19, name: '19-36' },
  dozen1: { pays: 2, wins: (n) => n >= 1 && n <= 12, name: '1st 12' },
  dozen2: { pays: 2, wins: (n) => n >= 13 && n <= 24, name: '2nd 12' },
  dozen3: { pays: 2, wins: (n) => n >= 25, name: '3rd 12' },
  col1: { pays: 2, wins: (n) => n > 0 && n % 3 === 1, name: '1열' },
  col2: { pays: 2, wins: (n) => n > 0 && n % 3 === 2, name: '2열' },
  col3: { pays: 2, wins: (n) => n > 0 && n % 3 === 0, name: '3열' },
};

const straightNumber = (spot: string): number | undefined => {
  const match = /^n(\d{1,2})$/.exec(spot);
  const number = match ? Number(match[1]) : NaN;
  return number >= 0 && number <= 36 ? number : undefined;
};

export const isRouletteSpot = (spot: string): boolean => spot in OUTSIDE || straightNumber(spot) !== undefined;

export const rouletteSpotName = (spot: string): string => {
  const number = straightNumber(spot);
  return number !== undefined ? `${number}` : (OUTSIDE[spot]?.name ?? spot);
};

export const spinWheel = (random: CasinoRandom): RouletteSpin => ({ kind: 'roulette', number: random.below(37) });

/** What a bet on `spot` gives back, stake included (0: lost). */
export function rouletteReturn(spot: string, stake: number, spin: RouletteSpin): number {
  const number = straightNumber(spot);
  if (number !== undefined) return number === spin.number ? stake * 36 : 0;
  const bet = OUTSIDE[spot];
  return bet?.wins(spin.number) ? stake * (bet.pays + 1) : 0;
}

export const pocketColour = (n: number): 'green' | 'red' | 'black' =>
  n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black';

const COLOUR_NAMES = { green: '그린', red: '레드', black: '블랙' } as const;

/** e.g. '17 블랙', '0 그린' */
export const describeSpin = (spin: RouletteSpin): string => `${spin.number} ${COLOUR_NAMES[pocketColour(spin.number)]}`;
