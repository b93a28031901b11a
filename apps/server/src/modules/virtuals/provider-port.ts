import type { VirtualSport, VirtualSportKey } from '@site/contracts/virtual-leagues';

/*
 * The port of the virtual sports: what their pages ask of the provider that runs the events
 * (sim/virtuals today, a game vendor's adapter tomorrow). The provider implements it; the module
 * never imports the provider (docs/decisions/012-server-layers.md).
 */

/** A league the provider runs, as the pages show it. */
export interface VirtualLeague {
  /** leagues.id */
  id: number;
  key: string;
  sport: VirtualSport;
  nameKorean: string;
  /** matches: the league's teams, all of them in its table; races: none */
  teams: readonly { name: string }[];
}

/** One instance per process, made by main.ts (workers/virtual-sports.ts). */
export interface VirtualSportsProvider {
  /** the sport's league of that key; undefined for a key the sport does not have */
  leagueOf(sport: VirtualSportKey, leagueKey: string): VirtualLeague | undefined;
  leaguesOf(sport: VirtualSportKey): readonly VirtualLeague[];
  /** how long an event runs between its start (betting closed) and its result */
  runMs(sport: VirtualSport): number;
  /** how often a league starts its next events */
  slotMs(sport: VirtualSport): number;
  /** the runner a race's selection names (its number) */
  runnerNoOf(selectionName: string): number;
  /** brings the events up to now when a step is due, so a server without the runner answers as current */
  catchUp(): Promise<void>;
  /** the operator's shortcut: the league's next events played now, their bets settled; answers their ids */
  playNow(league: VirtualLeague): Promise<number[]>;
}
