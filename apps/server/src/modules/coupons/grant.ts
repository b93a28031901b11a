/**
 * Granting a coupon, inside the caller's transaction: the one way every source (operators, attendance,
 * events, the roulette's vouchers) puts a coupon in a member's box. A grant is once per member, source
 * and reference; a second grant of the same answers null and changes nothing.
 */
import type { CouponFace, CouponSource } from '@site/contracts/api/coupons';
import type { Database } from '../../db/client';
import { coupons, type CouponRow } from '../../db/schema/coupons';

export interface CouponGrant {
  memberId: number;
  face: CouponFace;
  source: CouponSource;
  /** what granted it, unique per member and source, e.g. 'event:3' */
  sourceRef: string;
  expiresAt?: Date | null;
  issueId?: number | null;
  now: Date;
}

/** The coupon columns a face fills. */
export function faceColumns(face: CouponFace) {
  return {
    kind: face.kind,
    wheel: face.kind === 'roulette' ? face.wheel : null,
    amount: face.kind === 'money' || face.kind === 'point' ? face.amount : null,
    voucher: face.kind === 'voucher' ? face.voucher : null,
  };
}

/** The face a coupon row carries. */
export function faceOf(row: Pick<CouponRow, 'kind' | 'wheel' | 'amount' | 'voucher'>): CouponFace {
  switch (row.kind) {
    case 'roulette':
      return { kind: 'roulette', wheel: row.wheel as 100 | 200 | 300 | 400 | 500 };
    case 'money':
    case 'point':
      return { kind: row.kind, amount: row.amount ?? 0 };
    case 'voucher':
      return { kind: 'voucher', voucher: row.voucher ?? 'chicken' };
  }
}

/** Grants one coupon; null when this member already had it from this source and reference. */
export async function grantCoupon(tx: Database, grant: CouponGrant): Promise<CouponRow | null> {
  const [row] = await tx
    .insert(coupons)
    .values({
      memberId: grant.memberId,
      ...faceColumns(grant.face),
      source: grant.source,
      sourceRef: grant.sourceRef,
      issueId: grant.issueId ?? null,
      expiresAt: grant.expiresAt ?? null,
      createdAt: grant.now,
    })
    .onConflictDoNothing({ target: [coupons.memberId, coupons.source, coupons.sourceRef] })
    .returning();
  return row ?? null;
}
