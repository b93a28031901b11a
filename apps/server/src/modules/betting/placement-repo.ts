/**
 * The statements of a bet's placement, the hottest write path: each is built so that a sports bet is
 * one lock, one read and one write (plus the ledger's) inside its transaction, and its answer needs no
 * read after the commit (docs/decisions/022).
 */
import type { LedgerReason } from '@site/contracts/ledger-reasons';
import { SETTLEMENT_PENDING } from '@site/contracts/api/bets';
import type { Database } from '../../db/client';
import { placeholderList, preparedByLength, preparedStatement, runPrepared } from '../../db/prepared';
import { jsonParameter } from '../../db/raw-query';
import type { BetPickRow } from '../../db/schema/bets';
import type { FixtureRow } from '../../db/schema/sports';
import type { Hold } from '../ledger/idempotency-repo';
import { heldMoneyDebitClauses } from '../ledger/repo';
import { hedgingSwitchSql } from './hedging-repo';
import { betReferenceSql } from './place-once';
import type { NewBetPickRow, NewBetRow } from './repo';

/**
 * The fixtures of these selections, held FOR SHARE in id order until the transaction ends (a hold for
 * claimKey, ledger/idempotency.ts, taken after the member's row). The feed and the virtual engine lock
 * a fixture before they start, finish or move it (db/fixture-locks.ts), so none of that can happen
 * between the slip's checks and its commit. Read the slip's state in a later statement: a write that
 * was under way has then committed, and the read sees it.
 */
const slipFixturesHolds = new Map<number, Hold['clause']>();

export function fixturesHeldForSlip(selectionIds: number[]): Hold {
  const count = selectionIds.length;
  let clause = slipFixturesHolds.get(count);
  if (!clause) {
    clause = {
      name: `slip-fixtures/${count}`,
      // From $5: the claim's statement numbers its own parameters first.
      text: `select f.id from fixtures f
             where f.id in (select s.fixture_id from selections s where s.id in (${placeholderList(5, count)}))
             order by f.id
             for share of f`,
    };
    slipFixturesHolds.set(count, clause);
  }
  return { clause, values: selectionIds };
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
  leagueId: number;
  leagueNameKorean: string;
  /** a virtual sport's event (game type 4) */
  virtual: boolean;
  /** the member holds another side of this market (fixture, type, period) in a bet still running (양방) */
  holdsOtherSide: boolean;
}

/** A pick's source as node-postgres answers it (int8 as text, timestamptz as Date). */
interface PickSourceRecord {
  selection_id: string;
  selection_name: string;
  price_x100: number;
  selection_status: string;
  market_id: string;
  market_type: string;
  period: number;
  line: string | null;
  market_status: string;
  fixture_id: string;
  fixture_status: FixtureRow['status'];
  start_at: Date;
  home: string;
  away: string;
  home_score: number | null;
  away_score: number | null;
  sport_id: number;
  league_id: number;
  league_name_korean: string;
  virtual: boolean;
  holds_other_side: boolean;
  hedging_refused: boolean;
}

/*
 * With each selection, the sides the member already holds on its market in bets still running and the
 * operator's 양방 switch (docs/decisions/051), in the same statement: no round trip more per bet. The
 * member's picks are found through their own partial index (otherSideHeld), never by scanning a busy
 * fixture's picks of every member nor every running bet of the member. The caller holds the member's
 * row (the claim), so no other bet of theirs can add a side meanwhile.
 */
/**
 * Whether the member holds, in a bet still running, a pick of the selection's market on a side named
 * before (or after) it: two range probes of bet_picks_member_fixture_pending_idx, each stopping at its
 * first row, so a member holding thousands of picks of one side of the fixture costs no more.
 */
const otherSideHeld = (order: '<' | '>'): string =>
  `exists (select 1 from bet_picks p join bets b on b.id = p.bet_id and b.status = ${SETTLEMENT_PENDING}
            where p.member_id = $1 and p.fixture_id = f.id and p.market_type = m.market_type
              and p.period = m.period and p.selection_name ${order} s.name and p.result = ${SETTLEMENT_PENDING})`;

const pickSourcesStatement = preparedByLength<PickSourceRecord, [memberId: number, ...selectionIds: number[]]>(
  'bet-pick-sources',
  (count) =>
    `select s.id as selection_id, s.name as selection_name, s.price_x100, s.status as selection_status,
            m.id as market_id, m.market_type, m.period, m.line, m.status as market_status,
            f.id as fixture_id, f.status as fixture_status, f.start_at, f.home, f.away, f.home_score, f.away_score,
            f.sport_id, f.league_id, l.name_korean as league_name_korean, sp.virtual,
            ${otherSideHeld('<')} or ${otherSideHeld('>')} as holds_other_side,
            ${hedgingSwitchSql('sports')} as hedging_refused
     from selections s
     join markets m on m.id = s.market_id
     join fixtures f on f.id = m.fixture_id
     join leagues l on l.id = f.league_id
     join sports sp on sp.id = f.sport_id
     where s.id in (${placeholderList(2, count)})`,
);

/** The slip's selections as placement judges them, and whether the operator refuses 양방 in sports. */
export async function loadPickSources(
  db: Database,
  memberId: number,
  selectionIds: number[],
): Promise<{ sources: PickSource[]; hedgingRefused: boolean }> {
  if (selectionIds.length === 0) return { sources: [], hedgingRefused: true };
  const rows = await runPrepared(db, pickSourcesStatement(selectionIds.length), [memberId, ...selectionIds]);
  const sources = rows.map((row) => ({
    selectionId: Number(row.selection_id),
    selectionName: row.selection_name,
    priceX100: row.price_x100,
    selectionStatus: row.selection_status,
    marketId: Number(row.market_id),
    marketType: row.market_type,
    period: row.period,
    line: row.line,
    marketStatus: row.market_status,
    fixtureId: Number(row.fixture_id),
    fixtureStatus: row.fixture_status,
    startAt: row.start_at,
    home: row.home,
    away: row.away,
    homeScore: row.home_score,
    awayScore: row.away_score,
    sportId: row.sport_id,
    leagueId: row.league_id,
    leagueNameKorean: row.league_name_korean,
    virtual: row.virtual,
    holdsOtherSide: row.holds_other_side,
  }));
  return { sources, hedgingRefused: rows[0]?.hedging_refused ?? true };
}

export type NewPick = Omit<NewBetPickRow, 'betId' | 'memberId' | 'id' | 'result'>;

/** A stored pick's ids as node-postgres answers them (int8 as text): the rest is what was sent. */
interface StoredPickRecord {
  id: string;
  bet_id: string;
  selection_id: string;
}

type BetWithPicksValues = [
  memberId: number,
  idempotencyKey: string,
  gameType: number,
  stake: number,
  totalOddsX100: number,
  bonusOddsX100: number,
  potentialPayout: number,
  maxPayout: number,
  status: number,
  createdAt: string,
  picks: string,
  reason: LedgerReason,
  balanceBefore: number,
  balanceAfter: number,
  sameGame: boolean,
];

const betWithPicksStatement = preparedStatement<StoredPickRecord, BetWithPicksValues>(
  'bet-insert-with-picks',
  `with bet as (
     insert into bets (member_id, idempotency_key, game_type, stake, total_odds_x100, bonus_odds_x100,
                       potential_payout, max_payout, status, created_at, same_game)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz, $15)
     returning id),
   picks as (
     insert into bet_picks (bet_id, member_id, selection_id, fixture_id, market_type, period, line, selection_name,
                            price_x100)
     select bet.id, $1, (p.pick->>'selectionId')::bigint, (p.pick->>'fixtureId')::bigint, p.pick->>'marketType',
            (p.pick->>'period')::smallint, p.pick->>'line', p.pick->>'selectionName', (p.pick->>'priceX100')::int
     from bet, jsonb_array_elements($11::jsonb) with ordinality as p(pick, n)
     order by p.n
     returning id, bet_id, selection_id),
   ${heldMoneyDebitClauses({
     memberId: '$1',
     reason: '$12',
     reference: betReferenceSql('bet.id'),
     amount: '-$4::bigint',
     before: '$13::bigint',
     after: '$14::bigint',
     from: 'bet',
   })}
   select * from picks`,
);

/**
 * Stores the bet, its picks and its stake's debit in one statement (data-modifying WITHs: the picks'
 * insert and the ledger's row read the bet's id), answering the new bet's id and the stored picks in
 * the slip's order. The member's row is held (the claim), `debit` is the balance before and after the
 * stake (HeldMoney.debit).
 */
export async function insertBetWithPicks(
  db: Database,
  bet: NewBetRow,
  debit: { before: number; after: number },
  picks: NewPick[],
): Promise<{ betId: number; picks: BetPickRow[] }> {
  const rows = await runPrepared(db, betWithPicksStatement, [
    bet.memberId,
    bet.idempotencyKey,
    bet.gameType,
    bet.stake,
    bet.totalOddsX100,
    bet.bonusOddsX100 ?? 100,
    bet.potentialPayout,
    bet.maxPayout,
    bet.status ?? 0,
    bet.createdAt.toISOString(),
    jsonParameter(picks),
    'bet_stake',
    debit.before,
    debit.after,
    bet.sameGame ?? false,
  ]);
  const [first] = rows;
  if (!first) throw new Error('insert into bet_picks returned no row');
  const sent = new Map(picks.map((pick) => [pick.selectionId, pick]));
  return {
    betId: Number(first.bet_id),
    picks: rows
      .map((row) => {
        const pick = sent.get(Number(row.selection_id));
        if (!pick) throw new Error(`bet_picks returned selection ${row.selection_id}, which the slip does not hold`);
        return {
          id: Number(row.id),
          betId: Number(row.bet_id),
          memberId: bet.memberId,
          selectionId: pick.selectionId,
          fixtureId: pick.fixtureId,
          marketType: pick.marketType,
          period: pick.period,
          line: pick.line ?? null,
          selectionName: pick.selectionName,
          priceX100: pick.priceX100,
          result: SETTLEMENT_PENDING,
        };
      })
      .sort((a, b) => a.id - b.id),
  };
}
