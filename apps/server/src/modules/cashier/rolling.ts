import { and, eq, gt, inArray, sum } from 'drizzle-orm';
import { SETTLEMENT_CASHED_OUT, SETTLEMENT_LOST, SETTLEMENT_WON } from '@site/contracts/api/bets';
import { rollingStakeSql } from '../betting/cash-out/figures-sql';
import { loadCashOutRules } from '../betting/cash-out/settings';
import type { RollingStatus } from '@site/contracts/api/cashier';
import type { Database } from '../../db/client';
import { bets } from '../../db/schema/bets';
import type { CashierSettingsRow } from '../../db/schema/cashier';
import { lastWithdrawalAt, rollingRequiredSince } from './repo';
import { hedgedStakes } from './rolling-hedges';

type RollingSettings = Pick<CashierSettingsRow, 'depositRollingPct' | 'bonusRollingPct' | 'rollingWeights'>;

/**
 * The won a deposit asks to be bet before the next withdrawal, fixed when it is credited: its
 * percentage of the amount plus the bonus's percentage of a money bonus (a point bonus is not money
 * yet, so it asks nothing).
 */
export function depositRollingRequired(
  settings: Pick<CashierSettingsRow, 'depositRollingPct' | 'bonusRollingPct'>,
  amount: number,
  moneyBonus: number,
): number {
  return (
    Math.floor((amount * settings.depositRollingPct) / 100) + Math.floor((moneyBonus * settings.bonusRollingPct) / 100)
  );
}

/**
 * How far the member is with the rolling requirement since the last withdrawal (pending or approved,
 * either channel; none: since the account began). Only settled bets count (won or lost: a void or
 * cancelled bet wagered nothing), less the part that hedged (양방: rolling-hedges.ts), each game type
 * at the operator's weight; a type without a weight counts nothing.
 */
export async function rollingStatus(db: Database, memberId: number, settings: RollingSettings): Promise<RollingStatus> {
  const [since, cashedOutCount] = await Promise.all([lastWithdrawalAt(db, memberId), loadCashOutRules(db)]);
  const [required, staked, hedged] = await Promise.all([
    rollingRequiredSince(db, memberId, since),
    db
      // Cashed-out stakes count as the operator says (cash_out_settings.counts_for_rolling, docs/decisions/068).
      .select({ gameType: bets.gameType, staked: sum(rollingStakeSql('bets', cashedOutCount.countsForRolling)) })
      .from(bets)
      .where(
        and(
          eq(bets.memberId, memberId),
          inArray(bets.status, [SETTLEMENT_WON, SETTLEMENT_LOST, SETTLEMENT_CASHED_OUT]),
          since === undefined ? undefined : gt(bets.createdAt, since),
        ),
      )
      .groupBy(bets.gameType),
    hedgedStakes(db, memberId, since),
  ]);
  const stakedByType = new Map(
    staked.map((row) => [row.gameType, Number(row.staked ?? 0) - (hedged.get(row.gameType) ?? 0)]),
  );
  const types = new Set([...Object.keys(settings.rollingWeights).map(Number), ...stakedByType.keys()]);
  const byType = [...types]
    .sort((a, b) => a - b)
    .map((gameType) => {
      const weight = settings.rollingWeights[String(gameType)] ?? 0;
      const typeStaked = stakedByType.get(gameType) ?? 0;
      return { gameType, weight, staked: typeStaked, counted: Math.floor((typeStaked * weight) / 100) };
    });
  const done = byType.reduce((total, type) => total + type.counted, 0);
  return {
    since: since?.toISOString() ?? null,
    required,
    done,
    remaining: Math.max(0, required - done),
    met: done >= required,
    byType,
  };
}
