/**
 * The operator's view of bets across products: the list with its filters, voiding a bet and
 * resettling a fixture (each with a reason, booked once on the ledger and logged with who and when),
 * and the console's dashboard.
 */
import { z } from 'zod';
import { cashierCountsSchema } from './admin-cashier';
import { betSchema, settlementCodeSchema } from './bets';
import { seoulDaySchema, textSchema } from './fields';
import { pageOf, pageQueryOf } from './lists';

export { OPERATOR_REASON_MAX, OPERATOR_REASON_MIN };

/** GET /admin/bets: newest first; every filter optional. */
export const adminBetQuerySchema = pageQueryOf(20).extend({
  /** the member's login id, exactly */
  userId: textSchema.trim().max(64).optional(),
  gameType: z.coerce.number().int().optional(),
  status: z.coerce.number().pipe(settlementCodeSchema).optional(),
  /** Seoul calendar days, inclusive */
  from: seoulDaySchema.optional(),
  to: seoulDaySchema.optional(),
});
export type AdminBetQuery = z.input<typeof adminBetQuerySchema>;

export const betActionKindSchema = z.enum(['void', 'resettle']);
export type BetActionKind = z.infer<typeof betActionKindSchema>;

/** What an operator did to a bet after it was placed: who, when, why and what it moved. */
export const betActionSchema = z.object({
  kind: betActionKindSchema,
  reason: z.string(),
  operatorUserId: z.string(),
  createdAt: z.string(),
  /** the status and payout before and after */
  statusBefore: settlementCodeSchema,
  statusAfter: settlementCodeSchema,
  payoutBefore: z.number().int().nullable(),
  payoutAfter: z.number().int().nullable(),
  /** what the ledger moved on the member's balance (signed won; 0 when nothing) */
  amount: z.number().int(),
});
export type BetAction = z.infer<typeof betActionSchema>;

export const adminBetSchema = betSchema.omit({ cancellable: true }).extend({
  member: z.object({ id: z.number().int(), userId: z.string(), nickName: z.string() }),
  actions: z.array(betActionSchema),
});
export type AdminBet = z.infer<typeof adminBetSchema>;

export const adminBetPageSchema = pageOf(adminBetSchema);
export type AdminBetPage = z.infer<typeof adminBetPageSchema>;

import { OPERATOR_REASON_MAX, OPERATOR_REASON_MIN } from './admin-bets-limits';

/** Why an operator voids a bet or resettles a fixture: kept with the action for the record. */
export const operatorReasonSchema = z.object({
  reason: textSchema
    .trim()
    .min(OPERATOR_REASON_MIN, `사유를 ${OPERATOR_REASON_MIN}자 이상 입력해주세요.`)
    .max(OPERATOR_REASON_MAX, `사유는 ${OPERATOR_REASON_MAX}자까지 입력할 수 있습니다.`),
});
export type OperatorReason = z.infer<typeof operatorReasonSchema>;

/**
 * POST /admin/fixtures/:id/resettle: the operator's corrections to the fixture's selection results
 * (none when the feed already corrected them) are written first, then every ended bet with a pick on
 * the fixture is settled again from the current results.
 */
export const resettleFixtureSchema = operatorReasonSchema.extend({
  corrections: z
    .array(
      z.object({
        selectionId: z.number().int().positive(),
        result: z.union([z.literal(-1), z.literal(1), z.literal(2), z.literal(3)], {
          error: '결과는 적중, 미적중, 적특, 취소 중 하나입니다.',
        }),
      }),
    )
    .max(200, '한 번에 200개까지 정정할 수 있습니다.')
    .default([]),
});
export type ResettleFixture = z.input<typeof resettleFixtureSchema>;

/** The answer to a resettlement: what was looked at and what changed. */
export const resettleAnswerSchema = z.object({
  fixtureId: z.number().int(),
  /** bets looked at (every bet with a pick on the fixture that had ended) */
  checked: z.number().int(),
  /** bets whose status or payout changed, each booked once */
  changed: z.array(adminBetSchema),
});
export type ResettleAnswer = z.infer<typeof resettleAnswerSchema>;

/** The console's first screen: who is on, today's money per product, what waits for an operator. */
export const dashboardSchema = z.object({
  /** Seoul calendar day the totals are for */
  day: z.string(),
  /** members with a session seen in the last five minutes */
  membersOnline: z.number().int(),
  /** one row per product that took bets today, in game type order */
  products: z.array(
    z.object({
      gameType: z.number().int(),
      bets: z.number().int(),
      stakes: z.number().int(),
      /** credited today for bets settled today (wins, voids and cancels give the stake back) */
      payouts: z.number().int(),
      /** bets placed today still in progress */
      pending: z.number().int(),
    }),
  ),
  queues: cashierCountsSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;
