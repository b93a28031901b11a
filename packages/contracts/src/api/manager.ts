/**
 * The partner console (/manager, SPEC.md §4): a type-2 account's own tree of members and partners,
 * their money and bets (read-only), and its figures per Seoul day. A partner only ever sees its subtree.
 */
import { z } from 'zod';
import { seoulDaySchema, textSchema } from './fields';
import { pageOf, pageQueryOf } from './lists';
import { cashChannelSchema, cashKindSchema, cashStatusSchema } from './cashier';
import { rollingKindSchema } from './rolling';

export const managerErrors = {
  notPartner: '파트너만 이용할 수 있습니다.',
  memberNotFound: '회원을 찾을 수 없습니다.',
  rangeReversed: '시작일이 종료일보다 늦습니다.',
  rangeTooLong: '조회 기간은 최대 92일입니다.',
} as const;

export const MANAGER_RANGE_MAX_DAYS = 92;

const won = z.number().int();

/** One kind's rates of a partner, basis points (100 = 1%). */
export const partnerRateSchema = z.object({
  kind: rollingKindSchema,
  rollingBp: z.number().int(),
  losingBp: z.number().int(),
});
export type PartnerRate = z.infer<typeof partnerRateSchema>;

/** A range's money and bets of a set of members (cash by decision day, bets by settlement day). */
export const partnerFiguresSchema = z.object({
  /** approved deposits */
  deposits: won,
  /** approved withdrawals */
  withdrawals: won,
  /** deposits - withdrawals */
  cashNet: won,
  /** stakes of bets settled won or lost */
  stakes: won,
  /** their payouts */
  wins: won,
  /** stakes - wins */
  netLoss: won,
  /** rolling credited to the partner (reversals included) */
  rolling: won,
  /** the partner's losing share of its members' net loss (reported, not paid); negative when members won */
  losing: won,
});
export type PartnerFigures = z.infer<typeof partnerFiguresSchema>;

/** A day or a range where nothing happened. */
export const zeroPartnerFigures: Readonly<PartnerFigures> = {
  deposits: 0,
  withdrawals: 0,
  cashNet: 0,
  stakes: 0,
  wins: 0,
  netLoss: 0,
  rolling: 0,
  losing: 0,
};

export const partnerDaySchema = partnerFiguresSchema.extend({ day: z.string() });
export type PartnerDay = z.infer<typeof partnerDaySchema>;

/** ?from=&to= in Seoul days; none means this Seoul month so far; at most 92 days. */
export const partnerRangeQuerySchema = z.object({
  from: seoulDaySchema.optional(),
  to: seoulDaySchema.optional(),
});
export type PartnerRangeQuery = z.input<typeof partnerRangeQuerySchema>;

export const partnerDailySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** every day of the range, oldest first, zeros too */
  days: z.array(partnerDaySchema),
  totals: partnerFiguresSchema,
});
export type PartnerDaily = z.infer<typeof partnerDailySchema>;

export const partnerOverviewSchema = z.object({
  me: z.object({
    userId: z.string(),
    nickName: z.string(),
    /** 1 for a head office, 2 for its partner, ... */
    depth: z.number().int(),
    parentNickName: z.string().nullable(),
    rates: z.array(partnerRateSchema),
  }),
  counts: z.object({
    /** members (type 1) anywhere below */
    members: z.number().int(),
    /** of them, those who logged in this Seoul day */
    activeToday: z.number().int(),
    /** partners anywhere below */
    subPartners: z.number().int(),
  }),
  today: partnerDaySchema,
});
export type PartnerOverview = z.infer<typeof partnerOverviewSchema>;

export const partnerMemberQuerySchema = pageQueryOf(20).extend({
  /** part of an id or a nickname */
  q: textSchema.max(30, '검색어는 30자까지 입력할 수 있습니다.').optional(),
});
export type PartnerMemberQuery = z.input<typeof partnerMemberQuerySchema>;

export const partnerMemberSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  nickName: z.string(),
  emoney: won,
  level: z.number().int(),
  levelNm: z.string(),
  blocked: z.boolean(),
  lastLoginAt: z.string().nullable(),
  joinedAt: z.string(),
  /** the member's direct partner */
  partnerNickName: z.string().nullable(),
});
export type PartnerMember = z.infer<typeof partnerMemberSchema>;
export const partnerMemberPageSchema = pageOf(partnerMemberSchema);
export type PartnerMemberPage = z.infer<typeof partnerMemberPageSchema>;

export const partnerListQuerySchema = pageQueryOf(10);
export type PartnerListQuery = z.input<typeof partnerListQuerySchema>;

export const partnerCashSchema = z.object({
  id: z.number().int(),
  kind: cashKindSchema,
  channel: cashChannelSchema,
  amount: won,
  status: cashStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PartnerCash = z.infer<typeof partnerCashSchema>;
export const partnerCashPageSchema = pageOf(partnerCashSchema);
export type PartnerCashPage = z.infer<typeof partnerCashPageSchema>;

export const partnerBetSchema = z.object({
  id: z.number().int(),
  /** 1 sports, 2 live, 3 minigame, 4 virtual, 5 casino */
  gameType: z.number().int(),
  stake: won,
  /** e.g. 1.95 */
  totalOdds: z.number(),
  /** -1 cancelled, 0 in progress, 1 lost, 2 won, 3 void */
  status: z.number().int(),
  payout: won.nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type PartnerBet = z.infer<typeof partnerBetSchema>;
export const partnerBetPageSchema = pageOf(partnerBetSchema);
export type PartnerBetPage = z.infer<typeof partnerBetPageSchema>;

export const subPartnerSchema = partnerFiguresSchema.omit({ losing: true }).extend({
  userId: z.string(),
  nickName: z.string(),
  rates: z.array(partnerRateSchema),
  /** members (type 1) anywhere below it */
  memberCount: z.number().int(),
});
export type SubPartner = z.infer<typeof subPartnerSchema>;
export const subPartnersSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(subPartnerSchema),
});
export type SubPartners = z.infer<typeof subPartnersSchema>;
