/**
 * Events of /event and /event/{id} (issue 15): operator-authored pages with a period, a thumbnail and
 * an HTML body the server sanitized. Their state follows the period. Operators' calls are below.
 */
import { z } from 'zod';
import { couponFaceName, couponStates } from './coupons';
import { instantSchema, multilineTextSchema, seoulDaySchema, textSchema } from './fields';
import { rouletteWheelSchema } from './roulette';

export const EVENTS_PAGE_SIZE = 15;

/** upcoming before its start, running until its end, ended after */
export const eventStates = ['upcoming', 'running', 'ended'] as const;
export const eventStateSchema = z.enum(eventStates);
export type EventState = z.infer<typeof eventStateSchema>;

export const eventStateNames: Record<EventState, string> = {
  upcoming: '예정',
  running: '진행중',
  ended: '종료',
};

/** The list's tabs: every event, the running ones, the ended ones. */
export const eventTabs = ['all', 'running', 'ended'] as const;
export const eventTabSchema = z.enum(eventTabs);
export type EventTab = z.infer<typeof eventTabSchema>;

/** An event's state at `now` (ms): its start is inclusive, its end exclusive. */
export function eventStateAt(startsAt: string, endsAt: string, now: number): EventState {
  if (now < Date.parse(startsAt)) return 'upcoming';
  return now < Date.parse(endsAt) ? 'running' : 'ended';
}

/** Korean texts the server answers with. */
export const eventErrors = {
  notFound: '이벤트를 찾을 수 없습니다.',
  badPeriod: '종료 시각은 시작 시각 뒤여야 합니다.',
  emptyBody: '이벤트 내용에 표시할 수 있는 내용이 없습니다.',
  notImage: '이미지 파일만 올릴 수 있습니다.',
  tooLarge: '이미지는 2MB 이하만 올릴 수 있습니다.',
  notRunning: '진행중인 이벤트가 아닙니다.',
  notJoinable: '참여 보상이 없는 이벤트입니다.',
  alreadyJoined: '이미 참여한 이벤트입니다.',
  firstDeposit: '첫 충전 후 참여할 수 있습니다.',
  badMinDeposit: '오늘 충전 조건의 최소 금액을 입력해주세요.',
} as const;

/** The deposit-today condition's refusal, e.g. '오늘 10,000원 이상 충전 후 참여할 수 있습니다.' */
export const eventDepositTodayRefusal = (minDeposit: number): string =>
  `오늘 ${minDeposit.toLocaleString('ko-KR')}원 이상 충전 후 참여할 수 있습니다.`;

// Participation rewards: an event may carry a 참여하기 button that grants one coupon once per member.

/** The coupon an event's participation grants: a roulette, money or point coupon (no vouchers). */
export const eventRewardSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('roulette'), wheel: rouletteWheelSchema }),
  z.object({ kind: z.literal('money'), amount: z.number().int().min(1).max(100_000_000) }),
  z.object({ kind: z.literal('point'), amount: z.number().int().min(1).max(100_000_000) }),
]);
export type EventReward = z.infer<typeof eventRewardSchema>;
export const eventRewardKinds = ['roulette', 'money', 'point'] as const;

/** Who may join: anyone, a member with an approved deposit ever, or one who deposited N won today (Seoul). */
export const eventJoinConditions = ['none', 'firstDeposit', 'depositToday'] as const;
export const eventJoinConditionSchema = z.enum(eventJoinConditions);
export type EventJoinCondition = z.infer<typeof eventJoinConditionSchema>;

export const eventJoinConditionNames: Record<EventJoinCondition, string> = {
  none: '조건 없음',
  firstDeposit: '첫 충전 회원',
  depositToday: '오늘 충전 회원',
};

/** The condition as the member reads it on the event page. */
export function eventJoinConditionText(condition: EventJoinCondition, minDeposit: number | null): string {
  if (condition === 'firstDeposit') return '충전 이력이 있는 회원만 참여할 수 있습니다.';
  if (condition === 'depositToday')
    return `오늘 ${(minDeposit ?? 0).toLocaleString('ko-KR')}원 이상 충전한 회원만 참여할 수 있습니다.`;
  return '회원이라면 누구나 참여할 수 있습니다.';
}

/** e.g. '지급일부터 7일간 사용할 수 있습니다.' or '사용기한 없음' */
export const eventRewardExpiryText = (days: number | null): string =>
  days === null ? '사용기한 없음' : `지급일부터 ${days}일간 사용할 수 있습니다.`;

export const eventRewardName = (reward: EventReward): string => couponFaceName(reward);

/** What the detail page shows of a participation reward; `joined` is false for guests. */
export const eventParticipationSchema = z.object({
  reward: z.string(),
  expiry: z.string(),
  condition: z.string(),
  joined: z.boolean(),
});
export type EventParticipation = z.infer<typeof eventParticipationSchema>;

export const eventJoinedSchema = z.object({ reward: z.string(), couponId: z.number().int() });
export type EventJoined = z.infer<typeof eventJoinedSchema>;

/** The alert after joining, e.g. '이벤트에 참여했습니다.\n쿠폰함에 지급: 룰렛 300 쿠폰' (no particle to fit every name). */
export const eventJoinedMessage = (reward: string): string => `이벤트에 참여했습니다.\n쿠폰함에 지급: ${reward}`;

/** The largest image an operator may upload, in bytes. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** A name the upload answered with: served at /api/file/download/{imgPath}. */
export const imgPathSchema = textSchema.regex(/^[a-z0-9][a-z0-9_-]{0,63}\.(svg|png|webp|jpe?g|gif)$/i);

export const eventSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  thumbnail: z.string().nullable(),
  state: eventStateSchema,
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventListQuerySchema = z.object({
  tab: eventTabSchema.default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const eventListSchema = z.object({
  items: z.array(eventSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type EventList = z.infer<typeof eventListSchema>;

export const eventDetailSchema = eventSummarySchema.extend({
  body: z.string(),
  /** null when the event carries no participation reward */
  participation: eventParticipationSchema.nullable(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** What an operator writes; the body is sanitized before it is stored. */
export const eventInputSchema = z
  .object({
    title: textSchema.trim().min(1, '제목을 입력해주세요.').max(100),
    startsAt: instantSchema,
    endsAt: instantSchema,
    thumbnail: imgPathSchema.nullable(),
    body: multilineTextSchema.max(100_000),
    /** the coupon a participation grants; null for an event without a 참여하기 button */
    reward: eventRewardSchema.nullable().default(null),
    /** days the granted coupon stays usable; null for no expiry */
    rewardExpiryDays: z.number().int().min(1).max(365).nullable().default(null),
    joinCondition: eventJoinConditionSchema.default('none'),
    /** won deposited today (Seoul) that depositToday asks for */
    joinMinDeposit: z.number().int().min(1).max(100_000_000).nullable().default(null),
  })
  .refine((input) => Date.parse(input.endsAt) > Date.parse(input.startsAt), {
    message: eventErrors.badPeriod,
    path: ['endsAt'],
  })
  .refine((input) => input.joinCondition !== 'depositToday' || input.joinMinDeposit !== null, {
    message: eventErrors.badMinDeposit,
    path: ['joinMinDeposit'],
  });
export type EventInput = z.infer<typeof eventInputSchema>;
export type EventInputDraft = z.input<typeof eventInputSchema>;

/** An event as the operator's editor reads it: the detail, the reward's settings and how many joined. */
export const adminEventSchema = eventDetailSchema.extend({
  reward: eventRewardSchema.nullable(),
  rewardExpiryDays: z.number().int().nullable(),
  joinCondition: eventJoinConditionSchema,
  joinMinDeposit: z.number().int().nullable(),
  participants: z.number().int(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
export const adminEventListSchema = z.array(adminEventSchema);

/** An image as base64 (no multipart plugin on the server); its type is read from its bytes. */
export const imageUploadSchema = z.object({
  // No length limit here: a zod refusal would answer the generic 입력값 text. The route's body limit
  // caps it, and the server answers the Korean size message for anything over 2 MB below that cap.
  data: z.string(),
});
export const imageUploadedSchema = z.object({ imgPath: z.string() });

export const htmlPreviewSchema = z.object({ body: multilineTextSchema.max(100_000) });
export const htmlPreviewedSchema = z.object({ html: z.string() });

// /calculateEvent: what the member received from events and attendance.

export const eventRewardsQuerySchema = z.object({
  from: seoulDaySchema.optional(),
  to: seoulDaySchema.optional(),
});

export const eventRewardSources = ['event', 'attendance'] as const;

/** One reward received: a coupon (with its state now) or points/money credited straight to the balance. */
export const eventRewardEntrySchema = z.object({
  /** 'coupon:<id>' or 'ledger:<id>' */
  key: z.string(),
  /** ISO instant it was received */
  at: z.string(),
  source: z.enum(eventRewardSources),
  /** what it was for: the event's title, or the attendance reward's line, e.g. '연속 7일 출석' */
  title: z.string(),
  /** what was given, e.g. '룰렛 300 쿠폰', '1,000 포인트' */
  reward: z.string(),
  /** 'coupon' for a coupon, else the currency credited */
  kind: z.enum(['coupon', 'money', 'point']),
  /** won or points credited, or a money/point coupon's face amount; null for roulette coupons */
  amount: z.number().int().nullable(),
  /** a coupon's state now; null for a direct credit */
  couponState: z.enum(couponStates).nullable(),
});
export type EventRewardEntry = z.infer<typeof eventRewardEntrySchema>;

export const eventRewardsSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(eventRewardEntrySchema),
  totals: z.object({
    /** won credited straight to the balance */
    money: z.number().int(),
    /** points credited straight to the balance */
    point: z.number().int(),
    coupons: z.number().int(),
    usableCoupons: z.number().int(),
  }),
});
export type EventRewards = z.infer<typeof eventRewardsSchema>;

/** At most this many Seoul days in one /calculateEvent query. */
export const EVENT_REWARDS_MAX_DAYS = 366;
