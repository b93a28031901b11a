import { z } from 'zod';

/**
 * Why a balance moved: every reason the server books on the wallet ledger, in one list. With the
 * reference a reason names one movement, which can happen once (the ledger's unique index). The server's
 * booking sites take a LedgerReason, so a misspelt reason fails typecheck; each has its Korean name in
 * ledger-reason-labels.ts (a Record over this type: a missing label fails typecheck too), which the site's
 * history and the server's statement CSV (docs/decisions/065) both use.
 */
export const ledgerReasons = [
  /** a member's or fixture's opening balance (seed, tests) */
  'opening',
  /** an operator's credit or debit (admin/members/:id/money) */
  'operator',
  'bet_stake',
  'bet_payout',
  'bet_void',
  'bet_cancel',
  /** an operator voided the bet: the stake back, less what it had paid (reference `bet-action:<id>`) */
  'bet_operator_void',
  /** an operator resettled the bet's fixture: the new payout less the old (reference `bet-action:<id>`) */
  'bet_resettle',
  /** a cash-out of an open bet, full, partial or automatic (reference `cash-out:<id>`, docs/decisions/068) */
  'bet_cash_out',
  /** the cashier's movements (reference `cash:<requestId>`) */
  'deposit',
  'deposit_bonus',
  'withdrawal',
  'withdrawal_refund',
  'tether_deposit',
  'tether_withdrawal',
  'tether_withdrawal_refund',
  /** both halves of a point conversion */
  'point_convert',
  /** casino and slot money, per product, so reports tell 라이브카지노 from 슬롯 */
  'casino_stake',
  'casino_win',
  'casino_refund',
  'slot_stake',
  'slot_win',
  'slot_refund',
  /** the slot jackpot's pool, won by a casino round (reference `jackpot:round:<roundId>`) */
  'jackpot',
  /** a tournament's prize for a rank (reference `tournament:<id>:rank:<rank>`) */
  'tournament_prize',
  /** an attendance reward (reference `attendance:<memberId>:<seoulDay>:<trigger>[:<streakDays>]`) */
  'attendance_reward',
  /** a roulette spin's points (reference `roulette:spin:<spinId>`) */
  'roulette_prize',
  /** a money or point coupon the member used (reference `coupon:<couponId>`) */
  'coupon_use',
  /** a rolling settlement paid into the balance (reference `rolling-settlement:<id>`) */
  'rolling_settlement',
] as const;

export type LedgerReason = (typeof ledgerReasons)[number];

export const ledgerReasonSchema = z.enum(ledgerReasons);
