/**
 * A spin (POST /card/choiceRoulette) and the coupon counts (GET /card/user/count). A spin is one
 * transaction: the member's row is locked (their spins go one at a time, as their bets do), the oldest
 * usable coupon of the wheel is spent, the wheel's row is locked (so the day's budget is read and
 * charged by one spin at a time), the prize is drawn and booked — points on the ledger, a voucher into
 * the coupon box. The spin row is unique per coupon: a coupon can never pay twice.
 */
import { and, asc, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { TENDENCY_NO_ROULETTE } from '@site/contracts/api/member';
import {
  ROULETTE_CHICKEN,
  ROULETTE_MISS,
  ROULETTE_PIZZA,
  rouletteCountKey,
  rouletteErrors,
  roulettePrizeName,
  roulettePrizeValue,
  rouletteWheels,
  wheelOfCouponType,
  type RouletteCounts,
  type RouletteWheel,
} from '@site/contracts/api/roulette';
import { seoulToday } from '@site/contracts/clock';
import type { Database } from '../../db/client';
import { coupons } from '../../db/schema/coupons';
import { members, type MemberRow } from '../../db/schema/members';
import { rouletteSpins } from '../../db/schema/roulette';
import { AppError } from '../../http/app-error';
import { grantCoupon } from '../coupons/grant';
import { lockBalances } from '../ledger/repo';
import { changeBalance, walletErrors, type BalanceChange } from '../ledger/service';
import { drawPrize } from './draw';
import { paidOnDay, rouletteValues, wheelSetting } from './settings';

type Spinner = Pick<MemberRow, 'id'>;

const usable = (now: Date) => and(isNull(coupons.usedAt), or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)));

/** The member's usable roulette coupons per wheel. */
export async function rouletteCounts(db: Database, memberId: number, now: Date): Promise<RouletteCounts> {
  const rows = await db
    .select({ wheel: coupons.wheel, n: count() })
    .from(coupons)
    .where(and(eq(coupons.memberId, memberId), eq(coupons.kind, 'roulette'), usable(now)))
    .groupBy(coupons.wheel);
  const counts: RouletteCounts = { roulette100: 0, roulette200: 0, roulette300: 0, roulette400: 0, roulette500: 0 };
  for (const row of rows)
    if (rouletteWheels.includes(row.wheel as RouletteWheel))
      counts[rouletteCountKey(row.wheel as RouletteWheel)] = row.n;
  return counts;
}

/** Only one's own coupons (SPEC.md's request names the member; it must be the caller). */
export function assertOwnCoupons(caller: Spinner, memberId: number): void {
  if (memberId !== caller.id) throw new AppError(403, rouletteErrors.notYours);
}

/** Read from the member's locked row, so a ban or a level change an operator just made already applies. */
async function assertMaySpin(tx: Database, memberId: number, excludedLevels: readonly number[]): Promise<void> {
  const [member] = await tx
    .select({ level: members.level, tendency: members.tendency })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) throw new AppError(404, walletErrors.memberNotFound);
  if (member.tendency.includes(TENDENCY_NO_ROULETTE)) throw new AppError(403, rouletteErrors.banned);
  if (excludedLevels.includes(member.level)) throw new AppError(403, rouletteErrors.levelExcluded);
}

export interface SpinOutcome {
  result: number;
  /** the points credit to publish after commit; none for a miss or a voucher */
  change: BalanceChange | null;
}

export async function spinRoulette(
  db: Database,
  caller: Spinner,
  request: { memberId: number; couponType: number },
  now: Date,
): Promise<SpinOutcome> {
  assertOwnCoupons(caller, request.memberId);
  const wheel = wheelOfCouponType(request.couponType);
  if (!wheel) throw new AppError(400, rouletteErrors.badCouponType);
  const values = await rouletteValues(db);
  return db.transaction(async (tx) => {
    if (!(await lockBalances(tx, caller.id))) throw new AppError(404, walletErrors.memberNotFound);
    await assertMaySpin(tx, caller.id, values.excludedLevels);
    // The coupon closest to expiring goes first, so none lapses while a later one is spent.
    const [coupon] = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.memberId, caller.id), eq(coupons.kind, 'roulette'), eq(coupons.wheel, wheel), usable(now)))
      .orderBy(sql`${coupons.expiresAt} asc nulls last`, asc(coupons.id))
      .limit(1);
    if (!coupon) throw new AppError(400, rouletteErrors.noCoupon);
    await tx.update(coupons).set({ usedAt: now }).where(eq(coupons.id, coupon.id));

    const setting = await wheelSetting(tx, wheel, true);
    const day = seoulToday(now.getTime());
    const remaining =
      setting.dailyBudget === null ? null : setting.dailyBudget - (await paidOnDay(tx, wheel, day)).paid;
    const result = drawPrize({ prizes: setting.prizes, remaining, values });
    const [spin] = await tx
      .insert(rouletteSpins)
      .values({
        memberId: caller.id,
        wheel,
        couponId: coupon.id,
        result,
        value: roulettePrizeValue(result, values),
        seoulDay: day,
        createdAt: now,
      })
      .returning({ id: rouletteSpins.id });
    const spinId = spin?.id ?? 0;
    return { result, change: await bookPrize(tx, caller.id, wheel, result, spinId, now) };
  });
}

async function bookPrize(
  tx: Database,
  memberId: number,
  wheel: RouletteWheel,
  result: number,
  spinId: number,
  now: Date,
): Promise<BalanceChange | null> {
  if (result === ROULETTE_MISS) return null;
  if (result === ROULETTE_CHICKEN || result === ROULETTE_PIZZA) {
    const voucher = result === ROULETTE_CHICKEN ? 'chicken' : 'pizza';
    await grantCoupon(tx, {
      memberId,
      face: { kind: 'voucher', voucher },
      source: 'roulette',
      sourceRef: `spin:${spinId}`,
      now,
    });
    return null;
  }
  return changeBalance(tx, {
    memberId,
    currency: 'point',
    amount: result,
    reason: 'roulette_prize',
    reference: `roulette:spin:${spinId}`,
    memo: `룰렛 ${wheel} ${roulettePrizeName(result)}`,
  });
}
