import { randomInt } from 'node:crypto';
import type { RoundRandom } from '../minigames/kind';

/** The casino engines draw through this: crypto in production, a seeded stream in tests. */
export type CasinoRandom = RoundRandom;

/** Unbiased whole numbers from the operating system's cryptographic source. */
export const cryptoRandom: CasinoRandom = { below: (n) => randomInt(n) };
