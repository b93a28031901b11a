/**
 * Slips to share (베팅 공유, docs/decisions/071): a sports bet or a cart passed on as a link
 * /slip/<code>. Opening it shows the picks at today's prices, never the ones they were taken at, and
 * never the sharer's stake or payout: a link travels further than the board, which shows what its
 * author chose to post.
 */
import { z } from 'zod';
import { betPickSchema } from './bets';
import { tradingStatusSchema } from './sports';

/** How many slips a member may create in any 24 hours (sharing a bet or a cart again reuses its link). */
export const SHARED_SLIPS_PER_DAY = 100;
/** A cart shared holds at most as many picks as a bet may. */
export const SHARED_SLIP_MAX_PICKS = 50;

export const sharedSlipErrors = {
  betNotFound: '공유할 베팅을 찾을 수 없습니다. 본인의 베팅만 공유할 수 있습니다.',
  notSports: '스포츠 베팅만 공유할 수 있습니다.',
  selectionNotFound: '공유할 경기를 찾을 수 없습니다. 카트를 확인해주세요.',
  emptyCart: '공유할 경기를 선택해주세요.',
  tooManyPicks: `한 번에 ${SHARED_SLIP_MAX_PICKS}개까지 공유할 수 있습니다.`,
  oneSource: '베팅 또는 카트 중 하나만 공유할 수 있습니다.',
  tooMany: `베팅 공유는 24시간에 ${SHARED_SLIPS_PER_DAY}번까지 할 수 있습니다. 잠시 후 다시 시도해주세요.`,
  slipNotFound: '공유된 베팅을 찾을 수 없습니다. 링크를 확인해주세요.',
  postBetNotFound: '이 게시글에는 담을 수 있는 베팅이 없습니다.',
} as const;

/** POST /slips: a bet of the member's own, or the selections of their cart (exactly one of the two). */
export const createSharedSlipSchema = z
  .object({
    betId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    selectionIds: z
      .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
      .min(1, sharedSlipErrors.emptyCart)
      .max(SHARED_SLIP_MAX_PICKS, sharedSlipErrors.tooManyPicks)
      .optional(),
  })
  .refine((input) => (input.betId === undefined) !== (input.selectionIds === undefined), {
    message: sharedSlipErrors.oneSource,
  });
export type CreateSharedSlip = z.infer<typeof createSharedSlipSchema>;

/** A slip's code: random and URL-safe (the table's check allows 10 to 32 of these characters). */
export const SHARED_SLIP_CODE_PATTERN = /^[A-Za-z0-9_-]{10,32}$/;
/** Any code up to a bound: one of another shape is simply not found (404), like an unknown one. */
export const sharedSlipParamsSchema = z.object({ code: z.string().max(64) });

export const sharedSlipLinkSchema = z.object({ code: z.string(), path: z.string() });
export type SharedSlipLink = z.infer<typeof sharedSlipLinkSchema>;

/**
 * A pick as it stands now: the fields the cart needs to take it (SlipPick) and whether it still can.
 * `open` is false once its selection or market is suspended or closed, or its fixture has started
 * (pre-match), finished or been cancelled; `state` says which for the page.
 */
export const sharedPickSchema = betPickSchema
  .pick({
    selectionId: true,
    fixtureId: true,
    sportId: true,
    leagueNameKorean: true,
    home: true,
    away: true,
    startAt: true,
    marketType: true,
    period: true,
    line: true,
    selectionName: true,
    /** today's price */
    price: true,
  })
  .extend({
    marketId: z.number().int(),
    status: tradingStatusSchema,
    /** the fixture is in play (its picks go to the 인플레이 cart) */
    live: z.boolean(),
    /** a virtual sport's event (its picks go to the 가상게임 cart) */
    virtual: z.boolean(),
    open: z.boolean(),
    state: z.enum(['open', 'suspended', 'started', 'finished']),
  });
export type SharedPick = z.infer<typeof sharedPickSchema>;

export const sharedSlipSchema = z.object({
  code: z.string().nullable(),
  /** who shared it: the nickname only */
  sharedBy: z.string(),
  createdAt: z.string(),
  /** the bet it came from, if any (its stake and payout stay the sharer's) */
  betId: z.number().int().nullable(),
  picks: z.array(sharedPickSchema),
});
export type SharedSlip = z.infer<typeof sharedSlipSchema>;
