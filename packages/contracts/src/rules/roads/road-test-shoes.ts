/** Shoes for the baccarat road tests, written as the scoreboard letters (P, B, T), round ids from 1. */
import type { Bead } from './bead-road';

/** One bead per letter: P player, B banker, T tie; `p` and `b` after a letter mark a player or banker pair. */
export function shoe(letters: string): Bead[] {
  const beads: Bead[] = [];
  for (const letter of letters.replace(/\s+/g, '')) {
    const last = beads.at(-1);
    if (letter === 'p' && last) last.playerPair = true;
    else if (letter === 'b' && last) last.bankerPair = true;
    else if (letter === 'P' || letter === 'B' || letter === 'T') {
      beads.push({ roundId: beads.length + 1, outcome: letter, playerPair: false, bankerPair: false, points: 0 });
    } else throw new Error(`not a shoe letter: ${letter}`);
  }
  return beads;
}
