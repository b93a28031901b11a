/**
 * Rolling credits, booked inside the transaction that settles (or voids) the bet, while it holds the
 * bet's row: a credit can never disagree with its bet, and two runs cannot both credit it.
 */
import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SETTLEMENT_CASHED_OUT, SETTLEMENT_LOST, SETTLEMENT_WON } from '@site/contracts/api/bets';
import {
  GAME_TYPE_CASINO,
  GAME_TYPE_LIVE,
  GAME_TYPE_MINIGAME,
  GAME_TYPE_SPORTS,
  GAME_TYPE_VIRTUAL,
} from '@site/contracts/api/bets-codes';
import { rollingAmount, type RollingKind } from '@site/contracts/api/rolling';
import type { Database } from '../../db/client';
import { rollingCredits } from '../../db/schema/rolling';
import { memberRecommender, partnerChain } from './rolling-beneficiaries-repo';
import { loadRollingSettings } from './rolling-settings-repo';
import { loadCashOutRules } from './cash-out/settings';

const KIND_OF_GAME_TYPE: Record<number, RollingKind> = {
  [GAME_TYPE_SPORTS]: 'sports',
  [GAME_TYPE_LIVE]: 'live',
  [GAME_TYPE_MINIGAME]: 'mini',
  [GAME_TYPE_VIRTUAL]: 'virtual',
  [GAME_TYPE_CASINO]: 'casino',
};

/** The rolling kind of a bet: its game type, except that a casino round says whether it was a slot. */
export const rollingKindOf = (gameType: number, casinoProduct?: string): RollingKind =>
  gameType === GAME_TYPE_CASINO && casinoProduct === 'slot' ? 'slot' : (KIND_OF_GAME_TYPE[gameType] ?? 'casino');

/** A bet that just ended, as the accrual needs it. */
export interface SettledBet {
  id: number;
  memberId: number;
  stake: number;
  /** the part of the stake partial cash-outs took out (docs/decisions/068); 0 when absent */
  stakeCashedOut?: number;
  status: number;
  kind: RollingKind;
}

/** Only bets that were played out earn rolling (won or lost); void and cancelled ones never do. */
export const earnsRolling = (status: number): boolean => status === SETTLEMENT_WON || status === SETTLEMENT_LOST;

/**
 * The stake a bet earns rolling on (docs/decisions/068): a played-out bet's whole stake, less what
 * cash-outs took out unless the operator counts cashed-out stakes (cash_out_settings.counts_for_rolling);
 * a bet cashed out in full earns on its stake only when they count. 0: it earns nothing.
 */
async function rollingStakeOf(tx: Database, bet: SettledBet): Promise<number> {
  const cashedOut = bet.stakeCashedOut ?? 0;
  if (bet.status === SETTLEMENT_CASHED_OUT) return (await cashedOutCounts(tx)) ? bet.stake : 0;
  if (!earnsRolling(bet.status)) return 0;
  if (cashedOut === 0 || (await cashedOutCounts(tx))) return bet.stake;
  return bet.stake - cashedOut;
}

const cashedOutCounts = async (tx: Database): Promise<boolean> => (await loadCashOutRules(tx)).countsForRolling;

interface Share {
  beneficiaryId: number;
  via: 'recommender' | 'partner';
  rateBp: number;
}

/**
 * Who earns from one bet: the bettor's recommender (a member) at their own rate or the referral rate,
 * and each partner up the chain at its rate less the rate of the partner below it (a partner's rate
 * never exceeds its parent's, so the chain's shares add up to the head office's rate).
 */
async function sharesOf(tx: Database, memberId: number, kind: RollingKind): Promise<Share[]> {
  const shares: Share[] = [];
  const recommender = await memberRecommender(tx, memberId, kind);
  if (recommender) {
    const rateBp = recommender.ownRateBp ?? (await loadRollingSettings(tx)).referralRates[kind];
    shares.push({ beneficiaryId: recommender.id, via: 'recommender', rateBp });
  }
  let below = 0;
  for (const partner of await partnerChain(tx, memberId, kind)) {
    shares.push({ beneficiaryId: partner.id, via: 'partner', rateBp: Math.max(0, partner.rollingBp - below) });
    below = Math.max(below, partner.rollingBp);
  }
  return shares.filter((share) => share.rateBp > 0 && share.beneficiaryId !== memberId);
}

/** The bet's credits that stand: not reversals, and not reversed. */
async function standingCredits(tx: Database, betId: number) {
  const reversal = alias(rollingCredits, 'reversal');
  return tx
    .select()
    .from(rollingCredits)
    .where(
      and(
        eq(rollingCredits.betId, betId),
        isNull(rollingCredits.reversalOf),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(reversal)
            .where(eq(reversal.reversalOf, rollingCredits.id)),
        ),
      ),
    );
}

/**
 * Brings the bet's rolling in line with its status: a won or lost bet (or one cashed out, when those
 * count) with no standing credits is credited; a bet that no longer earns (an operator voided it) has its standing credits reversed.
 * Settled credits are reversed too: the reversal is a negative credit the next settlement nets.
 * The caller holds the bet's row.
 */
export async function syncRolling(tx: Database, bet: SettledBet, at: Date): Promise<void> {
  const standing = await standingCredits(tx, bet.id);
  const stake = await rollingStakeOf(tx, bet);
  if (stake > 0) {
    if (standing.length > 0) return;
    const credits = (await sharesOf(tx, bet.memberId, bet.kind))
      .map((share) => ({ ...share, amount: rollingAmount(stake, share.rateBp) }))
      .filter((share) => share.amount > 0);
    if (credits.length === 0) return;
    await tx.insert(rollingCredits).values(
      credits.map((credit) => ({
        ...credit,
        sourceMemberId: bet.memberId,
        betId: bet.id,
        kind: bet.kind,
        stake,
        at,
      })),
    );
    return;
  }
  if (standing.length === 0) return;
  await tx.insert(rollingCredits).values(
    standing.map((credit) => ({
      beneficiaryId: credit.beneficiaryId,
      sourceMemberId: credit.sourceMemberId,
      betId: credit.betId,
      kind: credit.kind,
      via: credit.via,
      stake: credit.stake,
      rateBp: credit.rateBp,
      amount: -credit.amount,
      at,
      reversalOf: credit.id,
    })),
  );
}
