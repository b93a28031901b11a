import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rawRows } from '../db/raw-query';
import { until } from './shell';
import { withDatabase } from './site';

interface RoundRow {
  id: string;
  game_id: number;
  round_date: string;
  round_no: number;
  status: string;
  result_text: string | null;
}

/** The minigame rounds (db/schema/minigames.ts minigame_rounds) of the run, in order. */
function rounds(db: Database): Promise<RoundRow[]> {
  return rawRows<RoundRow>(
    db,
    sql`select id::text, game_id, round_date::text, round_no, status, result_text
          from minigame_rounds order by game_id, round_date, round_no`,
  );
}

/**
 * What is wrong with the rounds after a leader changed: a number missing between two of a game's
 * rounds of one day (skipped), a number twice (the unique index forbids it, but say so), or a round
 * drawn before whose result is no longer what it was (drawn twice).
 */
function roundBreaks(before: readonly RoundRow[], after: readonly RoundRow[]): string[] {
  const breaks: string[] = [];
  const drawnBefore = new Map(
    before.filter((round) => round.status === 'drawn').map((round) => [round.id, round.result_text]),
  );
  for (const round of after) {
    const earlier = drawnBefore.get(round.id);
    if (earlier !== undefined && earlier !== round.result_text) breaks.push(`round ${round.id} drawn again`);
  }
  for (let index = 1; index < after.length; index++) {
    const previous = after[index - 1];
    const round = after[index];
    if (!previous || !round || previous.game_id !== round.game_id || previous.round_date !== round.round_date) continue;
    if (round.round_no === previous.round_no) breaks.push(`game ${round.game_id} round ${round.round_no} twice`);
    if (round.round_no > previous.round_no + 1) {
      breaks.push(
        `game ${round.game_id} rounds ${previous.round_no + 1}..${round.round_no - 1} of ${round.round_date} skipped`,
      );
    }
  }
  return breaks;
}

/** Rounds drawn after `at` (ms since the epoch) exist: the engine really runs again. */
async function drawnSince(db: Database, at: number): Promise<number> {
  const [row] = await rawRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from minigame_rounds where drawn_at > to_timestamp(${at / 1000})`,
  );
  return row?.count ?? 0;
}

/**
 * The rounds as they stand before a fault, to be judged after it: a round drawn since (bounded wait:
 * the engine really runs again), and no number twice, skipped or drawn anew.
 */
export async function watchRounds(url: string): Promise<() => Promise<string[]>> {
  const before = await withDatabase(url, rounds);
  const at = Date.now();
  return async () => {
    const drawn = await until(
      'a minigame round drawn after the fault',
      async () => (await withDatabase(url, (db) => drawnSince(db, at))) > 0,
      90_000,
    )
      .then(() => [])
      .catch((error: Error) => [error.message]);
    return [...drawn, ...roundBreaks(before, await withDatabase(url, rounds))];
  };
}
