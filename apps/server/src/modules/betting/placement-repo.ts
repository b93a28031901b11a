/**
 * The statements of a bet's placement, the hottest write path: each is built so that a sports bet is
 * one lock, one read and one write (plus the ledger's) inside its transaction, and its answer needs no
 * read after the commit (docs/decisions/022).
 */
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows, jsonParameter } from '../../db/raw-query';
import type { BetPickRow } from '../../db/schema/bets';
import { fixtures, leagues, markets, selections, sports, type FixtureRow } from '../../db/schema/sports';
import type { NewBetPickRow, NewBetRow } from './repo';

/**
 * The fixtures of these selections, held FOR SHARE in id order until the transaction ends (a hold for
 * claimKey, ledger/idempotency.ts, taken after the member's row). The feed and the virtual engine lock
 * a fixture before they start, finish or move it (db/fixture-locks.ts), so none of that can happen
 * between the slip's checks and its commit. Read
 * the slip's state in a later statement: a write that was under way has then committed, and the read
 * sees it.
 */
export function fixturesHeldForSlip(db: Database, selectionIds: number[]): SQL {
  const picked = db
    .select({ fixtureId: selections.fixtureId })
    .from(selections)
    .where(inArray(selections.id, selectionIds));
  return db
    .select({ id: fixtures.id })
    .from(fixtures)
    .where(inArray(fixtures.id, picked))
    .orderBy(asc(fixtures.id))
    .for('share', { of: fixtures })
    .getSQL();
}

/** A selection as placement sees it: its price and state with its market's and fixture's. */
export interface PickSource {
  selectionId: number;
  selectionName: string;
  priceX100: number;
  selectionStatus: string;
  marketId: number;
  marketType: string;
  period: number;
  line: string | null;
  marketStatus: string;
  fixtureId: number;
  fixtureStatus: FixtureRow['status'];
  startAt: Date;
  home: string;
  away: string;
  homeScore: number | null;
  awayScore: number | null;
  sportId: number;
  leagueNameKorean: string;
  /** a virtual sport's event (game type 4) */
  virtual: boolean;
}

export async function loadPickSources(db: Database, selectionIds: number[]): Promise<PickSource[]> {
  if (selectionIds.length === 0) return [];
  return db
    .select({
      selectionId: selections.id,
      selectionName: selections.name,
      priceX100: selections.priceX100,
      selectionStatus: selections.status,
      marketId: markets.id,
      marketType: markets.marketType,
      period: markets.period,
      line: markets.line,
      marketStatus: markets.status,
      fixtureId: fixtures.id,
      fixtureStatus: fixtures.status,
      startAt: fixtures.startAt,
      home: fixtures.home,
      away: fixtures.away,
      homeScore: fixtures.homeScore,
      awayScore: fixtures.awayScore,
      sportId: fixtures.sportId,
      leagueNameKorean: leagues.nameKorean,
      virtual: sports.virtual,
    })
    .from(selections)
    .innerJoin(markets, eq(markets.id, selections.marketId))
    .innerJoin(fixtures, eq(fixtures.id, markets.fixtureId))
    .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
    .innerJoin(sports, eq(sports.id, fixtures.sportId))
    .where(inArray(selections.id, selectionIds));
}

export type NewPick = Omit<NewBetPickRow, 'betId' | 'id' | 'result'>;

/**
 * Stores the bet and its picks in one statement (the bet's insert is a data-modifying WITH the picks'
 * insert reads its id from), answering the new bet's id and the stored picks in the slip's order.
 */
export async function insertBetWithPicks(
  db: Database,
  bet: NewBetRow,
  picks: NewPick[],
): Promise<{ betId: number; picks: BetPickRow[] }> {
  const rows = await rawRows<{
    id: string | number;
    bet_id: string | number;
    selection_id: string | number;
    fixture_id: string | number;
    market_type: string;
    period: number;
    line: string | null;
    selection_name: string;
    price_x100: number;
    result: number;
  }>(
    db,
    sql`with bet as (
          insert into bets (member_id, idempotency_key, game_type, stake, total_odds_x100, bonus_odds_x100,
                            potential_payout, max_payout, status, created_at)
          values (${bet.memberId}, ${bet.idempotencyKey}, ${bet.gameType}, ${bet.stake}, ${bet.totalOddsX100},
                  ${bet.bonusOddsX100 ?? 100}, ${bet.potentialPayout}, ${bet.maxPayout}, ${bet.status ?? 0},
                  ${bet.createdAt.toISOString()}::timestamptz)
          returning id)
        insert into bet_picks (bet_id, selection_id, fixture_id, market_type, period, line, selection_name, price_x100)
        select bet.id, (p.pick->>'selectionId')::bigint, (p.pick->>'fixtureId')::bigint, p.pick->>'marketType',
               (p.pick->>'period')::smallint, p.pick->>'line', p.pick->>'selectionName', (p.pick->>'priceX100')::int
        from bet, jsonb_array_elements(${jsonParameter(picks)}::jsonb) with ordinality as p(pick, n)
        order by p.n
        returning *`,
  );
  const [first] = rows;
  if (!first) throw new Error('insert into bet_picks returned no row');
  return {
    betId: Number(first.bet_id),
    picks: rows
      .map((row) => ({
        id: Number(row.id),
        betId: Number(row.bet_id),
        selectionId: Number(row.selection_id),
        fixtureId: Number(row.fixture_id),
        marketType: row.market_type,
        period: Number(row.period),
        line: row.line,
        selectionName: row.selection_name,
        priceX100: Number(row.price_x100),
        result: Number(row.result),
      }))
      .sort((a, b) => a.id - b.id),
  };
}
