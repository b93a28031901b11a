/**
 * The cash-out value of a bet (docs/decisions/068), pure: what the bet pays if every open pick wins
 * (settlement's own arithmetic, on the stake still riding), times the fair chance that they all do at
 * current prices (each market's overround removed), less the operator's margin, rounded down to 10 won.
 */
import {
  GAME_TYPE_LIVE,
  GAME_TYPE_SPORTS,
  SETTLEMENT_LOST,
  SETTLEMENT_PENDING,
  SETTLEMENT_WON,
  type BonusOddsRule,
  type SettlementCode,
} from '@site/contracts/api/bets';
import type { CashOutSettings } from '@site/contracts/api/cash-out';
import { betOutcome } from '@site/contracts/rules/bet-outcome';
import type { CashOutUnavailable } from './messages';

/** Offers are whole multiples of this many won, rounded down: the book never pays a fraction above the value. */
export const CASH_OUT_STEP = 10;

/** A pick as the value needs it: its placed price and result, and where it still rides, its market now. */
export interface ValuedPick {
  priceX100: number;
  /** the pick's result, or its selection's when the feed resolved it and settlement has not copied it yet */
  result: SettlementCode;
  sportId: number;
  /** its selection, its market and its fixture are open for trading now (no danger moment) */
  tradable: boolean;
  /** the selection's price now */
  currentX100: number;
  /** the prices now of every open selection of its market (its own among them) */
  marketX100: readonly number[];
}

export interface ValuedBet {
  gameType: number;
  sameGame: boolean;
  status: number;
  stake: number;
  stakeCashedOut: number;
  maxPayout: number;
  bonusOddsX100: number;
}

export type CashOutSwitches = Pick<
  CashOutSettings,
  'prematchEnabled' | 'liveEnabled' | 'disabledSportIds' | 'maxStake'
>;

export type CashOutValue =
  | {
      offer: true;
      /** won offered for the whole remaining stake */
      amount: number;
      /** stake − stakeCashedOut */
      stake: number;
      /** what the remaining stake pays if every open pick wins */
      winAll: number;
      /** winAll × Π q, before the margin */
      fair: number;
    }
  | { offer: false; reason: CashOutUnavailable };

/** The stake a bet still rides on: what partial cash-outs did not take out. */
export const remainingStake = (bet: Pick<ValuedBet, 'stake' | 'stakeCashedOut'>): number =>
  bet.stake - bet.stakeCashedOut;

/** q = (1/price) / Σ(1/price of the market's open selections): the price's chance with the overround removed. */
export function fairChance(currentX100: number, marketX100: readonly number[]): number {
  const total = marketX100.reduce((sum, price) => sum + 1 / price, 0);
  if (total <= 0) return 0;
  return 1 / currentX100 / total;
}

/** floor(value × (1 − margin)) to the step below; a hair of float noise is forgiven before flooring. */
export function offerOf(fair: number, marginBasisPoints: number): number {
  const net = (fair * (10_000 - marginBasisPoints)) / 10_000;
  return Math.floor((net + 1e-6) / CASH_OUT_STEP) * CASH_OUT_STEP;
}

/** Why the operator's switches refuse this bet, if they do. */
function switchedOff(bet: ValuedBet, picks: readonly ValuedPick[], switches: CashOutSwitches): boolean {
  if (bet.gameType === GAME_TYPE_SPORTS && !switches.prematchEnabled) return true;
  if (bet.gameType === GAME_TYPE_LIVE && !switches.liveEnabled) return true;
  if (switches.maxStake !== null && bet.stake > switches.maxStake) return true;
  const disabled = new Set(switches.disabledSportIds);
  return picks.some((pick) => disabled.has(pick.sportId));
}

export function cashOutValue(
  bet: ValuedBet,
  picks: readonly ValuedPick[],
  switches: CashOutSwitches,
  marginBasisPoints: number,
  bonusRules: readonly BonusOddsRule[],
): CashOutValue {
  if (bet.status !== SETTLEMENT_PENDING) return { offer: false, reason: 'closed' };
  // A same-match bet's price is the builder's joint one, which the product of fair chances does not value.
  if ((bet.gameType !== GAME_TYPE_SPORTS && bet.gameType !== GAME_TYPE_LIVE) || bet.sameGame || picks.length === 0) {
    return { offer: false, reason: 'ineligible' };
  }
  if (switchedOff(bet, picks, switches)) return { offer: false, reason: 'disabled' };
  if (picks.some((pick) => pick.result === SETTLEMENT_LOST)) return { offer: false, reason: 'lost' };
  const open = picks.filter((pick) => pick.result === SETTLEMENT_PENDING);
  // Nothing left to ride (settlement is about to end it), or a pick that cannot be priced now.
  if (open.length === 0 || open.some((pick) => !pick.tradable || pick.marketX100.length === 0)) {
    return { offer: false, reason: 'suspended' };
  }
  const stake = remainingStake(bet);
  const ifAllWin = betOutcome(
    {
      stake,
      maxPayout: bet.maxPayout,
      bonusOdds: bet.bonusOddsX100 / 100,
      picks: picks.map((pick) => ({
        price: pick.priceX100 / 100,
        result: pick.result === SETTLEMENT_PENDING ? SETTLEMENT_WON : pick.result,
      })),
    },
    bonusRules,
  );
  const winAll = ifAllWin.payout ?? 0;
  const fair = open.reduce((value, pick) => value * fairChance(pick.currentX100, pick.marketX100), winAll);
  const amount = offerOf(fair, marginBasisPoints);
  if (amount <= 0) return { offer: false, reason: 'lost' };
  return { offer: true, amount, stake, winAll, fair };
}
