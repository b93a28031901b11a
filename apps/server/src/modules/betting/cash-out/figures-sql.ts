/**
 * How a bet counts in the sums of bets (docs/decisions/068), in SQL over a bets alias: what it paid
 * back (its payout, plus what partial cash-outs paid while it rode; a bet cashed out in full has them
 * in its payout already) and the stake it wagered for rolling (롤링), as the operator's
 * cash_out_settings.counts_for_rolling says.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SETTLEMENT_CASHED_OUT, SETTLEMENT_LOST, SETTLEMENT_WON } from '@site/contracts/api/bets';

const code = (value: number): SQL => sql.raw(String(value));

/** Won paid back to the member by the bet, cash-outs included. */
export const betReturnedSql = (b: string): SQL =>
  sql.raw(
    `(coalesce(${b}.payout, 0) + case when ${b}.status = ${SETTLEMENT_CASHED_OUT} then 0 else ${b}.cashed_out end)`,
  );

/** The statuses of bets that were played out: won, lost, and cashed out (in full). */
export const playedOutSql = (b: string): SQL =>
  sql`${sql.raw(b)}.status in (${code(SETTLEMENT_LOST)}, ${code(SETTLEMENT_WON)}, ${code(SETTLEMENT_CASHED_OUT)})`;

/**
 * The stake a bet counts for rolling: won or lost, its stake less what cash-outs took out unless those
 * count; cashed out in full, its stake when those count, else nothing; anything else nothing.
 */
export const rollingStakeSql = (b: string, cashedOutCounts: boolean): SQL =>
  sql.raw(
    cashedOutCounts
      ? `(case when ${b}.status in (${SETTLEMENT_LOST}, ${SETTLEMENT_WON}, ${SETTLEMENT_CASHED_OUT}) then ${b}.stake else 0 end)`
      : `(case when ${b}.status in (${SETTLEMENT_LOST}, ${SETTLEMENT_WON}) then ${b}.stake - ${b}.stake_cashed_out else 0 end)`,
  );
