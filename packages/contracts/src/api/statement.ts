/**
 * The member's money statement (/responsible-play, issue 33, docs/decisions/065): every money and point
 * movement of one Seoul calendar month from the wallet ledger, each in a category, with the month's
 * totals per category and its opening and closing balances; as JSON (the rows a page at a time) or as
 * a CSV file with every row.
 */
import { z } from 'zod';
import type { LedgerReason } from '../ledger-reasons';
import { ledgerReasonSchema } from '../ledger-reasons';
import { pageOf, pageQueryOf } from './lists';

/** What a movement was, as the statement groups them. */
export const statementCategories = [
  'deposit',
  'withdrawal',
  'stake',
  'return',
  'bonus',
  'point',
  'adjustment',
] as const;
export type StatementCategory = (typeof statementCategories)[number];

export const statementCategoryLabels: Record<StatementCategory, string> = {
  deposit: '충전',
  withdrawal: '환전',
  stake: '베팅',
  return: '당첨·환급',
  bonus: '보너스',
  point: '포인트 전환',
  adjustment: '조정',
};

/**
 * Each ledger reason's category: a Record over every reason, so a reason added to contracts'
 * ledgerReasons fails typecheck until it has one. A refused withdrawal's refund counts under 출금 (it
 * undoes one), a cancelled or voided bet's return under 당첨·환급.
 */
export const statementCategoryOf: Record<LedgerReason, StatementCategory> = {
  opening: 'adjustment',
  operator: 'adjustment',
  bet_stake: 'stake',
  bet_payout: 'return',
  bet_void: 'return',
  bet_cancel: 'return',
  bet_operator_void: 'return',
  bet_resettle: 'return',
  bet_cash_out: 'return',
  deposit: 'deposit',
  deposit_bonus: 'bonus',
  withdrawal: 'withdrawal',
  withdrawal_refund: 'withdrawal',
  tether_deposit: 'deposit',
  tether_withdrawal: 'withdrawal',
  tether_withdrawal_refund: 'withdrawal',
  point_convert: 'point',
  casino_stake: 'stake',
  casino_win: 'return',
  casino_refund: 'return',
  slot_stake: 'stake',
  slot_win: 'return',
  slot_refund: 'return',
  jackpot: 'return',
  tournament_prize: 'bonus',
  attendance_reward: 'bonus',
  roulette_prize: 'bonus',
  coupon_use: 'bonus',
  rolling_settlement: 'bonus',
};

export const statementCurrencies = ['money', 'point'] as const;
export type StatementCurrency = (typeof statementCurrencies)[number];
export const statementCurrencyLabels: Record<StatementCurrency, string> = { money: '머니', point: '포인트' };

/** The JSON answer's rows a page at a time; the CSV has them all. */
export const STATEMENT_PAGE_SIZE = 50;
export const STATEMENT_MAX_PAGE_SIZE = 200;

export const statementErrors = {
  month: '조회할 달을 YYYY-MM 형식으로 입력해주세요.',
  future: '아직 오지 않은 달의 내역서는 볼 수 없습니다.',
  beforeJoin: (joinedMonth: string) => `가입한 달(${joinedMonth}) 이전의 내역서는 없습니다.`,
} as const;

/** ?month=YYYY-MM (a Seoul calendar month, required) &format=json|csv &page=&size= (JSON only). */
export const statementQuerySchema = pageQueryOf(STATEMENT_PAGE_SIZE, STATEMENT_MAX_PAGE_SIZE).extend({
  month: z.string({ error: statementErrors.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, statementErrors.month),
  format: z.enum(['json', 'csv'], { error: '형식은 json 또는 csv입니다.' }).default('json'),
});
export type StatementQuery = z.input<typeof statementQuerySchema>;

export const statementRowSchema = z.object({
  id: z.number().int(),
  /** ISO instant; the page and the CSV show it in Seoul time */
  at: z.string(),
  currency: z.enum(statementCurrencies),
  category: z.enum(statementCategories),
  reason: ledgerReasonSchema,
  /** signed: money in won, points in points */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

/** One category's movements in one currency: what came in, what went out (a positive number), the net, how many. */
export const statementTotalSchema = z.object({
  currency: z.enum(statementCurrencies),
  category: z.enum(statementCategories),
  credit: z.number().int(),
  debit: z.number().int(),
  net: z.number().int(),
  count: z.number().int(),
});
export type StatementTotal = z.infer<typeof statementTotalSchema>;

const balancesSchema = z.object({ money: z.number().int(), point: z.number().int() });

export const statementSchema = z.object({
  month: z.string(),
  /** the months the member can ask for: from the month they joined to this one (Seoul) */
  firstMonth: z.string(),
  lastMonth: z.string(),
  /** before the month's first movement, and after its last */
  opening: balancesSchema,
  closing: balancesSchema,
  /** only the categories with a movement, money first, in statementCategories' order */
  totals: z.array(statementTotalSchema),
  /** the month's movements in the order they were booked, a page at a time */
  rows: pageOf(statementRowSchema),
});
export type Statement = z.infer<typeof statementSchema>;
