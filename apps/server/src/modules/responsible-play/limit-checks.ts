import {
  limitRefusalMessage,
  moneyLimitKinds,
  moneyLimitShape,
  type LimitMeasure,
  type LimitPeriod,
  type MoneyLimitKind,
  type DepositLimitKind,
  isDepositLimitKind,
} from '@site/contracts/responsible-play';
import type { Database } from '../../db/client';
import { preparedStatement, runPrepared } from '../../db/prepared';
import { AppError } from '../../http/app-error';
import { periodStarts } from './periods';

/**
 * A deposit, bet or conversion refused because it would cross one of the member's own limits. 400
 * with the limit named and what is left; the error handler records it (play_limit_hits) once the
 * refused transaction has rolled back.
 */
export class PlayLimitError extends AppError {
  override name = 'PlayLimitError';

  constructor(
    readonly memberId: number,
    readonly kind: MoneyLimitKind,
    readonly attempted: number,
    readonly remaining: number,
    readonly source: string,
  ) {
    super(400, limitRefusalMessage(kind, remaining), { limit: kind, remaining: Math.max(0, remaining) });
  }
}

/** The money limits in force at `now`: a pending raise or removal counts from its pending_from on. */
const limitsInForceStatement = preparedStatement<{ kind: MoneyLimitKind; value: string }, [number, Date]>(
  'play-limits-in-force',
  `select kind, value from (
     select kind, case when pending_from is not null and pending_from <= $2 then pending_value else value end as value
     from member_play_limits where member_id = $1 and kind = any('{${moneyLimitKinds.join(',')}}'::text[])
   ) as limits where value is not null`,
);

export async function moneyLimitsInForce(
  db: Database,
  memberId: number,
  now: Date,
): Promise<Map<MoneyLimitKind, number>> {
  const rows = await runPrepared(db, limitsInForceStatement, [memberId, now]);
  return new Map(rows.map((row) => [row.kind, Number(row.value)]));
}

/** Stakes less what came back from a bet, a round or a spin; a refund (a void, a cancel) takes the stake back. */
export const STAKE_REASONS = ['bet_stake', 'casino_stake', 'slot_stake'];
export const REFUND_REASONS = ['bet_void', 'bet_cancel', 'bet_operator_void', 'casino_refund', 'slot_refund'];
export const WIN_REASONS = ['bet_payout', 'bet_resettle', 'bet_cash_out', 'casino_win', 'slot_win', 'jackpot'];
/** A reason list as a SQL array literal, fixed in a statement's text. */
export const reasonList = (reasons: string[]) => `'{${reasons.join(',')}}'::text[]`;
const list = reasonList;

type PlayTotalsRow = Record<`${'staked' | 'refunded' | 'returned'}_${LimitPeriod}`, string>;

/** What the member staked and got back since each period's start, from the ledger (one index range). */
const playTotalsStatement = preparedStatement<PlayTotalsRow, [number, Date, Date, Date]>(
  'play-limits-play-totals',
  `select
     coalesce(-sum(amount) filter (where reason = any(${list(STAKE_REASONS)}) and created_at >= $2), 0) as staked_day,
     coalesce(-sum(amount) filter (where reason = any(${list(STAKE_REASONS)}) and created_at >= $3), 0) as staked_week,
     coalesce(-sum(amount) filter (where reason = any(${list(STAKE_REASONS)}) and created_at >= $4), 0) as staked_month,
     coalesce(sum(amount) filter (where reason = any(${list(REFUND_REASONS)}) and created_at >= $2), 0) as refunded_day,
     coalesce(sum(amount) filter (where reason = any(${list(REFUND_REASONS)}) and created_at >= $3), 0) as refunded_week,
     coalesce(sum(amount) filter (where reason = any(${list(REFUND_REASONS)}) and created_at >= $4), 0) as refunded_month,
     coalesce(sum(amount) filter (where reason = any(${list([...REFUND_REASONS, ...WIN_REASONS])}) and created_at >= $2), 0) as returned_day,
     coalesce(sum(amount) filter (where reason = any(${list([...REFUND_REASONS, ...WIN_REASONS])}) and created_at >= $3), 0) as returned_week,
     coalesce(sum(amount) filter (where reason = any(${list([...REFUND_REASONS, ...WIN_REASONS])}) and created_at >= $4), 0) as returned_month
   from wallet_ledger
   where member_id = $1 and currency = 'money' and created_at >= least($3::timestamptz, $4::timestamptz)`,
);

type DepositTotalsRow = Record<`deposited_${LimitPeriod}`, string>;

/** Deposits asked for since each period's start, won and tether: pending ones count, refused and expired ones do not. */
const depositTotalsStatement = preparedStatement<DepositTotalsRow, [number, Date, Date, Date]>(
  'play-limits-deposit-totals',
  `select
     coalesce(sum(amount) filter (where created_at >= $2), 0) as deposited_day,
     coalesce(sum(amount) filter (where created_at >= $3), 0) as deposited_week,
     coalesce(sum(amount) filter (where created_at >= $4), 0) as deposited_month
   from cash_requests
   where member_id = $1 and kind = 'deposit' and status in ('issued', 'pending', 'approved')
     and created_at >= least($3::timestamptz, $4::timestamptz)`,
);

/** How much of each measure the member has used in each period. */
export type UsedAmounts = Record<LimitMeasure, Record<LimitPeriod, number>>;

const byPeriod = (of: (period: LimitPeriod) => number): Record<LimitPeriod, number> => ({
  day: of('day'),
  week: of('week'),
  month: of('month'),
});

/**
 * The member's deposits, stakes and net loss in the current day, week and month. `measures` reads only
 * what those need (a stake's check does not read deposits, a deposit's not the ledger); the others answer 0.
 */
export async function usedAmounts(
  db: Database,
  memberId: number,
  now: Date,
  measures: readonly LimitMeasure[] = ['deposit', 'stake', 'loss'],
): Promise<UsedAmounts> {
  const starts = periodStarts(now);
  const values = [memberId, starts.day, starts.week, starts.month] as const;
  // One after the other: inside a transaction there is one connection.
  const readsPlay = measures.includes('stake') || measures.includes('loss');
  const [play] = readsPlay ? await runPrepared(db, playTotalsStatement, values) : [];
  const [deposits] = measures.includes('deposit') ? await runPrepared(db, depositTotalsStatement, values) : [];
  const n = (text: string | undefined) => Number(text ?? 0);
  return {
    deposit: byPeriod((p) => n(deposits?.[`deposited_${p}`])),
    stake: byPeriod((p) => n(play?.[`staked_${p}`]) - n(play?.[`refunded_${p}`])),
    loss: byPeriod((p) => n(play?.[`staked_${p}`]) - n(play?.[`returned_${p}`])),
  };
}

/** What a limit has left; a net loss below zero (the member is up) leaves more than the limit itself. */
export const remainingOf = (limit: number, used: number): number => Math.max(0, limit - used);

/** What a check weighs: `amount` asked for; `booked`, the part of it already on the ledger in this transaction. */
export interface LimitRequest {
  memberId: number;
  amount: number;
  now: Date;
  source: string;
  /**
   * Of `amount`, what this same transaction already booked (a sports bet's insert debits its stake in
   * its own statement): the ledger read counts it, so it is taken off once to count it once.
   */
  booked?: number;
}

/**
 * Refuses `amount` of `measures` when it would cross any of the member's limits in force. Call inside
 * the transaction that books the money, after the member's row is locked (every booking of the member
 * waits there), so concurrent requests are counted one after the other and never cross a limit together.
 * Only for a member whose row says play_limited: the others have no limit to read.
 */
async function checkLimits(tx: Database, request: LimitRequest, measures: readonly LimitMeasure[]): Promise<void> {
  const limits = await moneyLimitsInForce(tx, request.memberId, request.now);
  const applying = [...limits].filter(([kind]) => measures.includes(moneyLimitShape[kind].measure));
  if (applying.length === 0) return;
  const used = await usedAmounts(tx, request.memberId, request.now, measures);
  const booked = request.booked ?? 0;
  for (const [kind, limit] of applying) {
    const { measure, period } = moneyLimitShape[kind];
    const remaining = limit - (used[measure][period] - booked);
    if (request.amount > remaining)
      throw new PlayLimitError(request.memberId, kind, request.amount, remaining, request.source);
  }
}

/** A stake of any product: the stake and net-loss limits (the stake is counted as lost until settled). */
export const checkStakeLimits = (tx: Database, request: LimitRequest) => checkLimits(tx, request, ['stake', 'loss']);

/** A deposit request, won or tether: the deposit limits. */
export const checkDepositLimits = (tx: Database, request: LimitRequest) => checkLimits(tx, request, ['deposit']);

/**
 * The deposit limit that leaves the least room now, and that room: what /charge shows above the form,
 * so a member learns it before asking rather than from a refusal. Null when no deposit limit is in force.
 * Advice only: the booking's own check (checkDepositLimits, under the member's lock) decides.
 */
export async function tightestDepositLimit(
  db: Database,
  memberId: number,
  now: Date,
): Promise<{ kind: DepositLimitKind; left: number } | null> {
  const rooms: { kind: DepositLimitKind; left: number }[] = [];
  const limits = await moneyLimitsInForce(db, memberId, now);
  if (![...limits.keys()].some(isDepositLimitKind)) return null;
  const used = await usedAmounts(db, memberId, now, ['deposit']);
  for (const [kind, limit] of limits) {
    if (isDepositLimitKind(kind))
      rooms.push({ kind, left: remainingOf(limit, used.deposit[moneyLimitShape[kind].period]) });
  }
  return rooms.reduce((tightest, room) => (room.left < tightest.left ? room : tightest));
}
