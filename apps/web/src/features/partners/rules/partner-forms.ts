import { z } from 'zod';

import {
  partnerCreateSchema,
  partnerMemberMoveSchema,
  partnerRatesInputSchema,
  type PartnerRate,
  type PartnerRates,
} from '@site/contracts/api/partners';
import { rollingKinds, type RollingKind } from '@site/contracts/api/rolling';

import { koPartnersAdmin } from '../../../i18n/ko-partners';
import { formRules } from '../../../lib/form/form-rules';

const text = koPartnersAdmin;

/** Rates as the operator types them: percentages with at most 2 decimals ('0.70'). */
export type RatesDraft = Record<RollingKind, { rollingBp: string; losingBp: string }>;

/** A rate's field in a form whose draft holds `rates`. */
export type RateName = `rates.${RollingKind}.${keyof PartnerRate}`;

/**
 * '0.70' -> 70 basis points. Anything but a plain number is NaN (the contract's "숫자로"), and a third
 * decimal stays fractional, so the contract's "0.01% 단위" names it.
 */
export function percentToBp(typed: string): number {
  const trimmed = typed.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return Number.NaN;
  const bp = Number(trimmed) * 100;
  const whole = Math.round(bp);
  return Math.abs(bp - whole) < 1e-6 ? whole : bp;
}

/** 70 -> '0.70' */
export const bpToPercent = (bp: number): string => (bp / 100).toFixed(2);

export const ratesDraftOf = (rates: PartnerRates): RatesDraft =>
  Object.fromEntries(
    rollingKinds.map((kind) => [
      kind,
      { rollingBp: bpToPercent(rates[kind].rollingBp), losingBp: bpToPercent(rates[kind].losingBp) },
    ]),
  ) as RatesDraft;

export const ratesOfDraft = (draft: RatesDraft): PartnerRates =>
  Object.fromEntries(
    rollingKinds.map((kind) => [
      kind,
      { rollingBp: percentToBp(draft[kind].rollingBp), losingBp: percentToBp(draft[kind].losingBp) },
    ]),
  ) as PartnerRates;

export const zeroRatesDraft = (): RatesDraft =>
  Object.fromEntries(rollingKinds.map((kind) => [kind, { rollingBp: '0.00', losingBp: '0.00' }])) as RatesDraft;

export type CreateDraft = {
  userId: string;
  password: string;
  nickName: string;
  phone: string;
  /** 0: a head office */
  parentId: number;
  rates: RatesDraft;
};

export const createDraftUnder = (parentId: number): CreateDraft => ({
  userId: '',
  password: '',
  nickName: '',
  phone: '',
  parentId,
  rates: zeroRatesDraft(),
});

export const createRules = formRules({
  schema: partnerCreateSchema,
  toInput: ({ parentId, rates, ...login }: CreateDraft) => ({
    ...login,
    parentId: parentId === 0 ? null : parentId,
    rates: ratesOfDraft(rates),
  }),
  fallback: text.fallback,
});

export type EditDraft = { rates: RatesDraft };

export const editRules = formRules({
  schema: partnerRatesInputSchema,
  toInput: ({ rates }: EditDraft) => ({ rates: ratesOfDraft(rates) }),
  fallback: { rates: text.fallback.rates },
});

export type MoveDraft = { userId: string; partnerUserId: string };

export const emptyMoveDraft: MoveDraft = { userId: '', partnerUserId: '' };

/** The member by login id; an empty partner id takes the member out of every tree. */
export const moveRules = formRules({
  schema: z.object({
    userId: z.string().trim().min(1, text.move.memberRequired).max(64, text.move.memberRequired),
    ...partnerMemberMoveSchema.shape,
  }),
  toInput: ({ userId, partnerUserId }: MoveDraft) => ({
    userId,
    partnerUserId: partnerUserId.trim() === '' ? null : partnerUserId,
  }),
  fallback: { userId: text.move.memberRequired },
});
