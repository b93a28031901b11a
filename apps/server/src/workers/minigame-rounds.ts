import { settleMinigameBets } from '../modules/minigames/settlement';
import { RoundEngine, type RoundEngineOptions } from '../sim/minigames/round-engine';

/**
 * The minigame rounds' engine with the minigames' settlement plugged in: a drawn round's bets are
 * settled by the module that took them. main.ts makes the one engine of the process (its runner
 * started only when MINIGAMES is on: requests still bring a round up to date through it).
 */
export function createRoundEngine(options: Omit<RoundEngineOptions, 'settle'>): RoundEngine {
  const { db, clock, bus } = options;
  return new RoundEngine({ ...options, settle: (roundIds) => settleMinigameBets(db, clock, bus, roundIds) });
}
