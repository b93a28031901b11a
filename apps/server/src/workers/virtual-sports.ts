import { settlePendingBets } from '../modules/betting/settlement';
import { VirtualEngine, type VirtualEngineOptions } from '../sim/virtuals/engine';

/**
 * The virtual sports' engine with the betting core's settlement plugged in: finished events' bets
 * are settled like any fixture's, before their results are announced. main.ts makes the one
 * engine of the process when VIRTUALS is on.
 */
export function createVirtualEngine(options: Omit<VirtualEngineOptions, 'settle'>): VirtualEngine {
  const { db, clock, bus } = options;
  return new VirtualEngine({ ...options, settle: (fixtureIds) => settlePendingBets(db, clock, bus, fixtureIds) });
}
