/**
 * The operator's numbers by Seoul day, week (Monday to Sunday) and month (issue 36, docs/decisions/078):
 * what GET /api/admin/reports asks and answers, and the periods a range covers, which the server fills
 * and the console labels alike.
 */
import { z } from 'zod';
import { shiftDay } from '../clock';
import { seoulDaySchema } from './fields';

export const REPORT_GRAINS = ['day', 'week', 'month'] as const;
export type ReportGrain = (typeof REPORT_GRAINS)[number];
export const REPORT_GRAIN_LABELS: Record<ReportGrain, string> = { day: '일', week: '주', month: '월' };

/** The most periods one report covers: a quarter by day, a year by week, two years by month. */
export const REPORT_MAX_PERIODS: Record<ReportGrain, number> = { day: 92, week: 53, month: 24 };

export const REPORT_SECTIONS = ['products', 'cash', 'members', 'partners'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/** The products a stake is counted under; 라이브 sports bets count as 스포츠. */
export const REPORT_PRODUCTS = ['sports', 'minigame', 'virtual', 'casino', 'slot'] as const;
export type ReportProduct = (typeof REPORT_PRODUCTS)[number];
export const REPORT_PRODUCT_LABELS: Record<ReportProduct, string> = {
  sports: '스포츠',
  minigame: '미니게임',
  virtual: '가상게임',
  casino: '라이브카지노',
  slot: '슬롯',
};

export const reportErrors = {
  grain: '기간 단위는 일·주·월 중에서 골라주세요.',
  section: '리포트 항목을 목록에서 골라주세요.',
  reversed: '시작일은 종료일보다 늦을 수 없습니다.',
  tooLong: (grain: ReportGrain) =>
    `${REPORT_GRAIN_LABELS[grain]} 단위 리포트는 한 번에 ${REPORT_MAX_PERIODS[grain]}${grain === 'month' ? '개월' : grain === 'week' ? '주' : '일'}까지 볼 수 있습니다.`,
} as const;

/** The first day of the period of `grain` holding `day`: itself, its week's Monday, its month's 1st. */
export function periodStartOf(grain: ReportGrain, day: string): string {
  if (grain === 'day') return day;
  if (grain === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return shiftDay(day, -((weekday + 6) % 7));
}

/** The period after the one starting on `start`. */
export function nextPeriodStart(grain: ReportGrain, start: string): string {
  if (grain === 'day') return shiftDay(start, 1);
  if (grain === 'week') return shiftDay(start, 7);
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1, 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Every period a range touches, by its first day, oldest first: from's period to to's, whole periods
 * (a week from its Monday, a month from its 1st), so a row always means the same span. Stops one past
 * the grain's maximum: the caller only needs to know it is too many.
 */
export function reportPeriods(grain: ReportGrain, from: string, to: string): string[] {
  const periods: string[] = [];
  for (let start = periodStartOf(grain, from); start <= to; start = nextPeriodStart(grain, start)) {
    periods.push(start);
    if (periods.length > REPORT_MAX_PERIODS[grain]) break;
  }
  return periods;
}

/** How a period is named in the table and the CSV: 2026-11-29, 2026-11-23 ~ 11-29, 2026-11. */
export function periodLabel(grain: ReportGrain, start: string): string {
  if (grain === 'day') return start;
  if (grain === 'month') return start.slice(0, 7);
  return `${start} ~ ${shiftDay(start, 6).slice(5)}`;
}

const reportRange = z.object({
  grain: z.enum(REPORT_GRAINS, { error: reportErrors.grain }),
  from: seoulDaySchema,
  to: seoulDaySchema,
});

/** A reversed range or one over the grain's maximum of periods is refused, with the field to fix. */
function checkRange(range: z.infer<typeof reportRange>, ctx: z.RefinementCtx): void {
  const { grain, from, to } = range;
  if (from > to) ctx.addIssue({ code: 'custom', message: reportErrors.reversed, path: ['from'] });
  else if (reportPeriods(grain, from, to).length > REPORT_MAX_PERIODS[grain])
    ctx.addIssue({ code: 'custom', message: reportErrors.tooLong(grain), path: ['to'] });
}

export const reportQuerySchema = reportRange.superRefine(checkRange);
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const reportCsvQuerySchema = reportRange
  .extend({ section: z.enum(REPORT_SECTIONS, { error: reportErrors.section }) })
  .superRefine(checkRange);
export type ReportCsvQuery = z.infer<typeof reportCsvQuerySchema>;

const won = z.number().int();
const count = z.number().int();

export const productFiguresSchema = z.object({ stakes: won, payouts: won, ggr: won });
export type ProductFigures = z.infer<typeof productFiguresSchema>;

/** `period` is the period's first day; null on the total row. */
const period = z.string().nullable();

export const productsRowSchema = z.object({
  period,
  byProduct: z.object(
    Object.fromEntries(REPORT_PRODUCTS.map((product) => [product, productFiguresSchema])) as Record<
      ReportProduct,
      typeof productFiguresSchema
    >,
  ),
  stakes: won,
  payouts: won,
  ggr: won,
  bonuses: won,
  ngr: won,
});
export type ProductsRow = z.infer<typeof productsRowSchema>;

export const cashRowSchema = z.object({
  period,
  deposits: won,
  depositCount: count,
  withdrawals: won,
  withdrawalCount: count,
  net: won,
});
export type CashRow = z.infer<typeof cashRowSchema>;

/** On the total row, members counted once over the whole range (not the sum of the periods). */
export const membersRowSchema = z.object({ period, signUps: count, active: count, depositing: count });
export type MembersRow = z.infer<typeof membersRowSchema>;

/** A partner (type-2 account) and every account below it, over the whole range. */
export const partnerRowSchema = z.object({
  partnerId: z.number().int(),
  userId: z.string(),
  nickName: z.string(),
  stakes: won,
  ggr: won,
  deposits: won,
  withdrawals: won,
  /** member accounts in the partner's whole tree */
  members: count,
});
export type PartnerRow = z.infer<typeof partnerRowSchema>;

const tableOf = <Row extends z.ZodType>(row: Row) => z.object({ rows: z.array(row), total: row });

export const reportSchema = z.object({
  grain: z.enum(REPORT_GRAINS),
  from: z.string(),
  to: z.string(),
  /** every period of the range, oldest first, the same in each section */
  periods: z.array(z.string()),
  products: tableOf(productsRowSchema),
  cash: tableOf(cashRowSchema),
  members: tableOf(membersRowSchema),
  /** partners' trees nest (a head office holds its sub-partners' members), so there is no total row */
  partners: z.array(partnerRowSchema),
});
export type Report = z.infer<typeof reportSchema>;
