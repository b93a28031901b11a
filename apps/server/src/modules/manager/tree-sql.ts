import { sql, type SQL } from 'drizzle-orm';
import { betReturnedSql, playedOutSql } from '../betting/cash-out/figures-sql';

/**
 * The accounts below a partner as a CTE `tree(id, type, branch)`: every account whose partner chain
 * (members.partner_id upward) reaches the partner, and `branch`, the partner's direct sub-partner that
 * chain passes through (null for the partner's own members). `union`, not `union all`, so a cycle an
 * operator might make ends the walk instead of looping; the partner itself is never in its own tree.
 */
export const treeCte = (partnerId: number): SQL => sql`with recursive tree(id, type, branch) as (
  select id, type, case when type = 2 then id end from members where partner_id = ${partnerId}
  union
  select m.id, m.type, tree.branch from members m join tree on m.partner_id = tree.id where m.id <> ${partnerId}
)`;

/** A bet's rolling kind: its game type, and for casino bets whether the round was a slot's. */
export const betKindSql = sql`case b.game_type when 1 then 'sports' when 2 then 'live' when 3 then 'mini'
  when 4 then 'virtual' else case when exists (
    select 1 from casino_rounds cr where cr.bet_id = b.id and cr.product = 'slot'
  ) then 'slot' else 'casino' end end`;

/** Bets that count for figures: settled won or lost, or cashed out (void and cancelled never do). */
export const countedBetSql = playedOutSql('b');
/** What a counted bet paid back: its payout and its cash-outs (docs/decisions/068). */
export const betReturned = betReturnedSql('b');
