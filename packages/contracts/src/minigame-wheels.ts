/**
 * The wheels that the server draws on and the site draws, in one place so the two cannot disagree.
 */

/** The red numbers of the single-zero roulette wheel; the other non-zero numbers are black. */
export const ROULETTE_RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

/**
 * The one ring's 54 segments clockwise from the top, a digit per segment naming its tier (0 is the
 * 1s, 1 the 3s, 2 the 5s, 3 the 10s, 4 the 20s, 5 the joker 40). Spread so each tier's segments stand
 * as evenly apart as they can.
 */
export const RING_LAYOUT = '501203010120014021030102103010210012031001204103012010';
