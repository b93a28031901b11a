/** Operator API schemas for balances and the ledger (/api/admin/members/:id/money and /ledger). */
import { z } from 'zod';
import { ledgerReasonSchema } from '../ledger-reasons';
import { idempotencyKeySchema, textSchema } from './fields';
import { pageOf, pageQueryOf } from './lists';

/** Larger adjustments are surely typing mistakes; the operator can repeat one if truly needed. */
export const MAX_OPERATOR_ADJUSTMENT = 1_000_000_000;

/** POST /api/admin/members/:id/money: a signed amount (negative takes money back) with the reason. */
export const moneyAdjustmentSchema = z.object({
  amount: z
    .number({ error: '금액을 입력해주세요.' })
    .int('금액은 원 단위로 입력해주세요.')
    .min(-MAX_OPERATOR_ADJUSTMENT, '한 번에 10억원까지 차감할 수 있습니다.')
    .max(MAX_OPERATOR_ADJUSTMENT, '한 번에 10억원까지 지급할 수 있습니다.')
    .refine((amount) => amount !== 0, '0원은 지급하거나 차감할 수 없습니다.'),
  memo: textSchema.trim().min(1, '사유를 입력해주세요.').max(200, '사유는 200자 이하로 입력해주세요.'),
  /** a retry with the same key answers the first adjustment instead of booking a second */
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type MoneyAdjustment = z.infer<typeof moneyAdjustmentSchema>;

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  currency: z.enum(['money', 'point']),
  reason: ledgerReasonSchema,
  reference: z.string(),
  amount: z.number().int(),
  balanceBefore: z.number().int(),
  balanceAfter: z.number().int(),
  memo: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const moneyAdjustmentResultSchema = z.object({
  emoney: z.number().int(),
  point: z.number().int(),
  entry: ledgerEntrySchema,
});
export type MoneyAdjustmentResult = z.infer<typeof moneyAdjustmentResultSchema>;

/** GET /api/admin/members/:id/ledger: newest first. */
export const ledgerQuerySchema = pageQueryOf(20);

export const ledgerPageSchema = pageOf(ledgerEntrySchema);
export type LedgerPage = z.infer<typeof ledgerPageSchema>;
