/**
 * The part of a member's wagering that hedged (양방, docs/decisions/051), which the withdrawal rolling
 * requirement does not count, whether or not the operator's switch let the bets through.
 *
 * Bets that can hedge each other share a market: a sports single's (fixture, market type, period), a
 * minigame bet's (round, market), a live-casino round's pair of main spots (player/banker, red/black …).
 * In a market whose stakes lie on several sides, only the largest side's excess over all the others
 * carries risk: that much counts and the rest hedged (1,000,000 on player and 1,000,000 on banker
 * counts nothing; 1,500,000 against 1,000,000 counts 500,000). A market's hedged won is shared out
 * over its bets in proportion to their stakes, so each game type loses its own part.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SETTLEMENT_LOST, SETTLEMENT_WON } from '@site/contracts/api/bets';
import { casinoOppositeSpots } from '@site/contracts/api/hedging';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-query';

/** Each main spot with the name of its pair (the pair's first spot). */
const spotPairs = sql.join(
  casinoOppositeSpots.flatMap(([a, b]) => [sql`(${a}::text, ${a}::text)`, sql`(${b}::text, ${a}::text)`]),
  sql`, `,
);

/**
 * The hedged won of the member's played-out bets (won or lost) placed after `since`, by game type; a
 * sports bet's leg is the stake that rode to the end (what cash-outs took out was not hedging, 068).
 */
export async function hedgedStakes(
  db: Database,
  memberId: number,
  since: Date | undefined,
): Promise<Map<number, number>> {
  const counted: SQL = sql`b.member_id = ${memberId} and b.status in (${SETTLEMENT_WON}, ${SETTLEMENT_LOST})
    ${since === undefined ? sql`` : sql`and b.created_at > ${since.toISOString()}`}`;
  const rows = await rawRows<{ game_type: number; hedged: string | number }>(
    db,
    sql`with legs as (
          select b.game_type, (b.stake - b.stake_cashed_out)::numeric as stake,
                 'f' || p.fixture_id || ':' || p.market_type || ':' || p.period as market, p.selection_name as side
            from bets b join bet_picks p on p.bet_id = b.id
           where ${counted} and not exists (select 1 from bet_picks q where q.bet_id = b.id and q.id <> p.id)
          union all
          select b.game_type, b.stake::numeric, 'm' || mp.round_id || ':' || mp.market_key, mp.pick_key
            from bets b join minigame_picks mp on mp.bet_id = b.id
           where ${counted}
          union all
          select b.game_type, (-t.amount)::numeric, 'c' || r.id || ':' || pair.name, t.spot
            from bets b join casino_rounds r on r.bet_id = b.id
            join casino_transactions t on t.round_id = r.id and t.action = 'debit'
            join (values ${spotPairs}) as pair(spot, name) on pair.spot = t.spot
           where ${counted}),
        sides as (select market, side, sum(stake) as staked from legs group by market, side),
        markets as (
          select market, sum(staked) as total, max(staked) as top from sides group by market having count(*) > 1)
        select l.game_type, floor(sum(l.stake * (m.total - greatest(0, 2 * m.top - m.total)) / m.total)) as hedged
          from legs l join markets m on m.market = l.market
         group by l.game_type`,
  );
  return new Map(rows.map((row) => [row.game_type, Number(row.hedged)]));
}
