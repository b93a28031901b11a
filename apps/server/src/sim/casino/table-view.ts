import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { simCasinoBets, simCasinoRounds, simCasinoTables, type SimCasinoTableRow } from '../../db/schema/sim-casino';
import type { TableKind, TableOutcome } from './table-games';
import { tableRoundId, type TableDeps } from './tables';

/** What a game window shows of its table: the round, its phase and time left, the deal, the road, the member's chips. */
export interface TableView {
  kind: TableKind;
  round: number;
  phase: SimCasinoTableRow['phase'];
  secondsLeft: number;
  /** the current round's deal, once dealt */
  outcome: TableOutcome | null;
  detail: string | null;
  /** earlier rounds, oldest first (a baccarat table's current shoe: its bead road) */
  history: TableOutcome[];
  myBets: { spot: string; amount: number; status: string; returned: number | null }[];
  /** what the member's bets of the last settled round returned */
  roundId: string;
}

export async function tableView(
  deps: TableDeps,
  now: Date,
  input: { aggregator: string; gameCode: string; playerId: string },
): Promise<TableView | undefined> {
  const { db } = deps;
  const [table] = await db
    .select()
    .from(simCasinoTables)
    .where(and(eq(simCasinoTables.aggregator, input.aggregator), eq(simCasinoTables.gameCode, input.gameCode)));
  if (!table) return undefined;
  const recent = await db
    .select()
    .from(simCasinoRounds)
    .where(and(eq(simCasinoRounds.aggregator, input.aggregator), eq(simCasinoRounds.gameCode, input.gameCode)))
    .orderBy(desc(simCasinoRounds.round))
    .limit(80);
  const current = recent.find((round) => round.round === table.round);
  const earlier = recent.filter((round) => round.round !== table.round || table.phase === 'result').reverse();
  const outcomes = earlier.map((round) => round.outcome as TableOutcome);
  const last = outcomes[outcomes.length - 1];
  const history =
    last?.kind === 'baccarat'
      ? outcomes.filter((outcome) => outcome.kind === 'baccarat' && outcome.shoe === last.shoe)
      : outcomes.slice(-20);
  const myBets = await db
    .select({
      spot: simCasinoBets.spot,
      amount: simCasinoBets.amount,
      status: simCasinoBets.status,
      returned: simCasinoBets.returned,
    })
    .from(simCasinoBets)
    .where(
      and(
        eq(simCasinoBets.aggregator, input.aggregator),
        eq(simCasinoBets.gameCode, input.gameCode),
        eq(simCasinoBets.round, table.round),
        eq(simCasinoBets.playerId, input.playerId),
        inArray(simCasinoBets.status, ['pending', 'placed', 'settled']),
      ),
    )
    .orderBy(asc(simCasinoBets.id));
  return {
    kind: table.kind,
    round: table.round,
    phase: table.phase,
    secondsLeft: Math.max(0, Math.ceil((table.phaseEndsAt.getTime() - now.getTime()) / 1000)),
    outcome: table.phase === 'betting' ? null : ((current?.outcome as TableOutcome | undefined) ?? null),
    detail: table.phase === 'betting' ? null : (current?.detail ?? null),
    history,
    myBets,
    roundId: tableRoundId(input.gameCode, table.round, input.playerId),
  };
}
