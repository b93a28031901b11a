/**
 * The partner tree (파트너): type-2 accounts under a head office (본사), each with its own rolling
 * and losing rates per game kind, never above its parent's; members (type 1) sit under one partner.
 */
import { z } from 'zod';
import { textSchema } from './fields';
import { joinRequestSchema } from './member';
import { losingBpSchema, rollingBpSchema, rollingKinds, type RollingKind } from './rolling';

/** A partner's level in the tree, by depth: the head office, its partners, and everyone below them. */
export const partnerLevelLabel = (depth: number): string => (depth === 0 ? '본사' : depth === 1 ? '부본사' : '총판');

export const partnerRateSchema = z.object({ rollingBp: rollingBpSchema, losingBp: losingBpSchema });
export type PartnerRate = z.infer<typeof partnerRateSchema>;

/** Both rates of every kind, in basis points (100 = 1%). */
export const partnerRatesSchema = z.object(
  Object.fromEntries(rollingKinds.map((kind) => [kind, partnerRateSchema])) as Record<
    RollingKind,
    typeof partnerRateSchema
  >,
);
export type PartnerRates = z.infer<typeof partnerRatesSchema>;

export const partnerNodeSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  nickName: z.string(),
  /** the partner above; null for a head office */
  parentId: z.number().int().nullable(),
  /** 0 head office (본사), 1 partner (부본사), 2 and below sub-partners (총판) */
  depth: z.number().int(),
  rates: partnerRatesSchema,
  /** members (type 1) directly under this partner */
  memberCount: z.number().int(),
  /** partners directly under this one */
  childCount: z.number().int(),
  blocked: z.boolean(),
});
export type PartnerNode = z.infer<typeof partnerNodeSchema>;

/** Every partner, in the order of a depth-first walk from each head office (a child right after its parent). */
export const partnerTreeSchema = z.array(partnerNodeSchema);
export type PartnerTree = z.infer<typeof partnerTreeSchema>;

/** A new partner account: its login checked as sign-up checks a member's, its place and its rates. */
export const partnerCreateSchema = joinRequestSchema
  .pick({ userId: true, password: true, nickName: true, phone: true })
  .extend({
    /** the partner above it; null makes a head office */
    parentId: z.number().int().positive().nullable(),
    rates: partnerRatesSchema,
  });
export type PartnerCreateInput = z.input<typeof partnerCreateSchema>;
export type PartnerCreate = z.output<typeof partnerCreateSchema>;

export const partnerRatesInputSchema = z.object({ rates: partnerRatesSchema });
export type PartnerRatesInput = z.input<typeof partnerRatesInputSchema>;

/** Puts a member under a partner (by the partner's login id), or out of every tree (null). */
export const partnerMemberMoveSchema = z.object({
  partnerUserId: textSchema
    .trim()
    .min(1, '파트너 아이디를 입력해주세요.')
    .max(64, '파트너 아이디가 너무 깁니다.')
    .nullable(),
});
export type PartnerMemberMoveInput = z.input<typeof partnerMemberMoveSchema>;

export const partnerMemberPlaceSchema = z.object({ userId: z.string(), partnerUserId: z.string().nullable() });
export type PartnerMemberPlace = z.infer<typeof partnerMemberPlaceSchema>;

export const partnerErrors = {
  partnerNotFound: '파트너를 찾을 수 없습니다.',
  parentNotFound: '상위 파트너를 찾을 수 없습니다.',
  memberNotFound: '회원을 찾을 수 없습니다.',
  notAMember: '파트너 계정은 다른 파트너 아래 회원으로 옮길 수 없습니다.',
  notAPartner: '파트너가 아닌 계정입니다. 파트너 아이디를 입력해주세요.',
} as const;
