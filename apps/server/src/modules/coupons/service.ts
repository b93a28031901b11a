/**
 * The coupon box and its uses, and the operators' issues and voucher fulfilment (issue 15).
 * A money or point coupon is used in the transaction that credits it: the member's row is locked
 * first, then the coupon is marked used only while it is unused and unexpired, so two presses at
 * once (or two tabs) credit it once; the ledger's reference `coupon:<id>` would refuse a second too.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  couponBoxSchema,
  couponTargetNames,
  voucherErrors,
  voucherSentMessage,
  type CouponBox,
  type CouponIssueInput,
  type CouponIssueView,
  type CouponUsed,
  type CouponView,
  type VoucherList,
  type VoucherView,
} from '@site/contracts/api/coupon-box';
import {
  couponErrors,
  couponFaceName,
  couponSourceNames,
  voucherNames,
  type CouponFace,
  type CouponState,
} from '@site/contracts/api/coupons';
import { rouletteWheels } from '@site/contracts/api/roulette';
import { ROLE_ADMINISTRATOR } from '@site/contracts/roles';
import type { Database } from '../../db/client';
import { couponIssues, coupons, type CouponIssueRow, type CouponRow } from '../../db/schema/coupons';
import { members } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import { lockBalances } from '../ledger/repo';
import { changeBalance, walletErrors, type BalanceChange } from '../ledger/service';
import { isExcluded } from '../responsible-play/exclusions';
import { findMemberByUserId } from '../auth/member-lookup';
import { notExcludedAt } from '../self-exclusion/audience';
import { insertMessage } from '../messages/repo';
import { faceColumns, faceOf, grantCoupon } from './grant';

export function couponState(
  row: Pick<CouponRow, 'kind' | 'usedAt' | 'expiresAt' | 'fulfilledAt'>,
  now: Date,
): CouponState {
  if (row.kind === 'voucher') return row.fulfilledAt ? 'fulfilled' : 'pending';
  if (row.usedAt) return 'used';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  return 'usable';
}

export function couponView(row: CouponRow, now: Date): CouponView {
  const face = faceOf(row);
  return {
    id: row.id,
    face,
    name: couponFaceName(face),
    source: row.source,
    sourceName: couponSourceNames[row.source],
    state: couponState(row, now),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    usedAt: row.usedAt?.toISOString() ?? null,
    fulfilledAt: row.fulfilledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const stillOpen = (state: CouponState) => state === 'usable' || state === 'pending';

/** Everything the member holds: what can still be used (or is still to be sent) first, newest first within. */
export async function couponBox(db: Database, memberId: number, now: Date): Promise<CouponBox> {
  const rows = await db
    .select()
    .from(coupons)
    .where(eq(coupons.memberId, memberId))
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
  const views = rows.map((row) => couponView(row, now));
  const open = views.filter((view) => stillOpen(view.state));
  const roulette = rouletteWheels.map((wheel) => ({
    wheel,
    count: open.filter((view) => view.face.kind === 'roulette' && view.face.wheel === wheel).length,
  }));
  return couponBoxSchema.parse({ coupons: [...open, ...views.filter((view) => !stillOpen(view.state))], roulette });
}

/** Why a coupon the use could not take was refused; 404 when it is not the caller's, so no one learns it exists. */
async function refusal(db: Database, memberId: number, couponId: number, now: Date): Promise<AppError> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.memberId, memberId)));
  if (!row) return new AppError(404, couponErrors.notFound);
  if (row.kind !== 'money' && row.kind !== 'point') return new AppError(400, couponErrors.notUsable);
  if (row.usedAt) return new AppError(409, couponErrors.used);
  if (row.expiresAt && row.expiresAt <= now) return new AppError(400, couponErrors.expired);
  return new AppError(409, couponErrors.used);
}

/** Uses a money or point coupon: marks it used and credits its amount, once; publish `change` after commit. */
export async function useCoupon(
  db: Database,
  memberId: number,
  couponId: number,
  now: Date,
): Promise<{ result: CouponUsed; change: BalanceChange }> {
  return db.transaction(async (tx) => {
    // Locked first: a second use of the same coupon waits here, then finds it used.
    const locked = await lockBalances(tx, memberId);
    if (!locked) throw new AppError(404, walletErrors.memberNotFound);
    const [row] = await tx
      .update(coupons)
      .set({ usedAt: now })
      .where(
        and(
          eq(coupons.id, couponId),
          eq(coupons.memberId, memberId),
          inArray(coupons.kind, ['money', 'point']),
          isNull(coupons.usedAt),
          or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
        ),
      )
      .returning();
    if (!row) throw await refusal(tx, memberId, couponId, now);
    const currency = row.kind === 'money' ? 'money' : 'point';
    const amount = row.amount ?? 0;
    const change = await changeBalance(
      tx,
      {
        memberId,
        currency,
        amount,
        reason: 'coupon_use',
        reference: `coupon:${row.id}`,
        memo: couponFaceName(faceOf(row)),
      },
      { locked, newReference: false },
    );
    return {
      result: { coupon: couponView(row, now), currency, amount, emoney: change.emoney, point: change.point },
      change,
    };
  });
}

// ---- operators ----

const targetName = (row: Pick<CouponIssueRow, 'target' | 'targetUserId' | 'targetLevel'>) => {
  if (row.target === 'member') return `${couponTargetNames.member} ${row.targetUserId ?? ''}`;
  if (row.target === 'level') return `${couponTargetNames.level} ${row.targetLevel ?? ''}`;
  return couponTargetNames.all;
};

/**
 * Members an issue to a level or everyone reaches: members (not operators) who are not blocked, and
 * not on a time-out or a self-exclusion (no marketing reaches them, docs/decisions/063).
 */
const reachable = (level: number | null, now: Date): SQL =>
  and(
    sql`${members.role} <> ${ROLE_ADMINISTRATOR}`,
    eq(members.blocked, false),
    notExcludedAt(now),
    level === null ? undefined : eq(members.level, level),
  ) as SQL;

/** How many members an issue to this target would reach now. */
export async function countTargets(
  db: Database,
  query: { target: CouponIssueInput['target']; userId?: string | undefined; level?: number | undefined },
  now: Date,
): Promise<number> {
  if (query.target === 'member') {
    const member = await findMemberByUserId(db, query.userId?.trim() ?? '');
    return member && !isExcluded(member.excludedUntil, now) ? 1 : 0;
  }
  if (query.target === 'level' && query.level === undefined) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(reachable(query.target === 'level' ? (query.level ?? null) : null, now));
  return row?.n ?? 0;
}

/**
 * Issues one face to a member, a level or every member, in one transaction: the issue row, then one
 * coupon per member (a single INSERT … SELECT for a level or everyone), each booked once per issue.
 */
export async function issueCoupons(
  db: Database,
  input: CouponIssueInput,
  issuedBy: number | null,
  now: Date,
): Promise<CouponIssueView> {
  const face = input.face as CouponFace;
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt <= now) throw new AppError(400, couponErrors.pastExpiry);
  if (input.target === 'member' && !input.userId?.trim()) throw new AppError(400, couponErrors.noTarget);
  if (input.target === 'level' && input.level === undefined) throw new AppError(400, couponErrors.noTarget);
  const issueId = await db.transaction(async (tx) => {
    const member = input.target === 'member' ? await findMemberByUserId(tx, input.userId?.trim() ?? '') : undefined;
    if (input.target === 'member' && !member) throw new AppError(400, couponErrors.noTarget);
    if (member && isExcluded(member.excludedUntil, now)) throw new AppError(400, couponErrors.memberExcluded);
    const columns = faceColumns(face);
    const [issue] = await tx
      .insert(couponIssues)
      .values({
        ...columns,
        target: input.target,
        targetUserId: member?.userId ?? null,
        targetLevel: input.target === 'level' ? (input.level ?? null) : null,
        memo: input.memo ?? '',
        expiresAt,
        issuedCount: 0,
        issuedBy,
        createdAt: now,
      })
      .returning({ id: couponIssues.id });
    if (!issue) throw new Error('insert into coupon_issues returned no row');
    const sourceRef = `issue:${issue.id}`;
    if (member) {
      await grantCoupon(tx, {
        memberId: member.id,
        face,
        source: 'operator',
        sourceRef,
        expiresAt,
        issueId: issue.id,
        now,
      });
    } else {
      await tx.execute(sql`
        insert into ${coupons} (member_id, kind, wheel, amount, voucher, source, source_ref, issue_id, expires_at, created_at)
        select ${members.id}, ${columns.kind}, ${columns.wheel}::smallint, ${columns.amount}::bigint, null,
               'operator', ${sourceRef}, ${issue.id}::integer, ${expiresAt?.toISOString() ?? null}::timestamptz,
               ${now.toISOString()}::timestamptz
        from ${members}
        where ${reachable(input.target === 'level' ? (input.level ?? null) : null, now)}
        on conflict (member_id, source, source_ref) do nothing`);
    }
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(coupons)
      .where(eq(coupons.issueId, issue.id));
    const issued = counted?.n ?? 0;
    if (issued === 0) throw new AppError(400, couponErrors.noTarget);
    await tx.update(couponIssues).set({ issuedCount: issued }).where(eq(couponIssues.id, issue.id));
    return issue.id;
  });
  const [view] = await couponIssueViews(db, now, issueId);
  if (!view) throw new Error(`coupon issue ${issueId} vanished`);
  return view;
}

/** The latest 100 issues, newest first, with what became of their coupons (from the coupons themselves). */
export async function couponIssueViews(db: Database, now: Date, onlyId?: number): Promise<CouponIssueView[]> {
  const nowText = now.toISOString();
  const rows = await db
    .select({
      issue: couponIssues,
      issued: sql<number>`count(${coupons.id})::int`,
      used: sql<number>`count(${coupons.usedAt})::int`,
      expired: sql<number>`(count(*) filter (where ${coupons.usedAt} is null and ${coupons.expiresAt} <= ${nowText}::timestamptz))::int`,
      usable: sql<number>`(count(*) filter (where ${coupons.id} is not null and ${coupons.usedAt} is null and (${coupons.expiresAt} is null or ${coupons.expiresAt} > ${nowText}::timestamptz)))::int`,
    })
    .from(couponIssues)
    .leftJoin(coupons, eq(coupons.issueId, couponIssues.id))
    .where(onlyId === undefined ? undefined : eq(couponIssues.id, onlyId))
    .groupBy(couponIssues.id)
    .orderBy(desc(couponIssues.id))
    .limit(100);
  return rows.map(({ issue, issued, used, expired, usable }) => {
    const face = faceOf(issue);
    return {
      id: issue.id,
      face,
      name: couponFaceName(face),
      target: issue.target,
      targetName: targetName(issue),
      memo: issue.memo,
      expiresAt: issue.expiresAt?.toISOString() ?? null,
      createdAt: issue.createdAt.toISOString(),
      issued,
      used,
      expired,
      usable,
    };
  });
}

const voucherColumns = {
  coupon: coupons,
  userId: members.userId,
  nickname: members.nickName,
};

function voucherView({
  coupon,
  userId,
  nickname,
}: {
  coupon: CouponRow;
  userId: string;
  nickname: string;
}): VoucherView {
  const voucher = coupon.voucher ?? 'chicken';
  return {
    id: coupon.id,
    userId,
    nickname,
    voucher,
    name: voucherNames[voucher],
    wonAt: coupon.createdAt.toISOString(),
    fulfilledAt: coupon.fulfilledAt?.toISOString() ?? null,
    memo: coupon.fulfilledMemo,
  };
}

/** Vouchers still to send (oldest first) and the latest 100 sent. */
export async function voucherList(db: Database): Promise<VoucherList> {
  const pending = await db
    .select(voucherColumns)
    .from(coupons)
    .innerJoin(members, eq(members.id, coupons.memberId))
    .where(and(eq(coupons.kind, 'voucher'), isNull(coupons.fulfilledAt)))
    .orderBy(asc(coupons.id));
  const fulfilled = await db
    .select(voucherColumns)
    .from(coupons)
    .innerJoin(members, eq(members.id, coupons.memberId))
    .where(and(eq(coupons.kind, 'voucher'), isNotNull(coupons.fulfilledAt)))
    .orderBy(desc(coupons.fulfilledAt), desc(coupons.id))
    .limit(100);
  return { pending: pending.map(voucherView), fulfilled: fulfilled.map(voucherView) };
}

/** Marks a voucher sent, once, and tells its member in a message, in one transaction. */
export async function fulfilVoucher(db: Database, couponId: number, memo: string, now: Date): Promise<VoucherView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(coupons)
      .set({ fulfilledAt: now, fulfilledMemo: memo })
      .where(and(eq(coupons.id, couponId), eq(coupons.kind, 'voucher'), isNull(coupons.fulfilledAt)))
      .returning();
    if (!row) {
      const [found] = await tx
        .select({ id: coupons.id })
        .from(coupons)
        .where(and(eq(coupons.id, couponId), eq(coupons.kind, 'voucher')));
      throw found ? new AppError(409, voucherErrors.alreadyFulfilled) : new AppError(404, voucherErrors.notFound);
    }
    const name = voucherNames[row.voucher ?? 'chicken'];
    await insertMessage(tx, { memberId: row.memberId, ...voucherSentMessage(name, memo), createdAt: now });
    const [member] = await tx
      .select({ userId: members.userId, nickname: members.nickName })
      .from(members)
      .where(eq(members.id, row.memberId));
    return voucherView({ coupon: row, userId: member?.userId ?? '', nickname: member?.nickname ?? '' });
  });
}
