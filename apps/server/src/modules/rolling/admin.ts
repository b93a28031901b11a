/** The operators' side of rolling: the settlement queue and its decisions, the rules, a member's referral rates. */
import { count, eq, inArray } from 'drizzle-orm';
import {
  rollingErrors,
  rollingKinds,
  type AdminSettlement,
  type AdminSettlementPage,
  type MemberRollingRates,
  type RollingRates,
  type SettlementStatus,
} from '@site/contracts/api/rolling';
import { MEMBER_TYPE_MANAGER } from '@site/contracts/roles';
import type { Database } from '../../db/client';
import { members } from '../../db/schema/members';
import { rollingRates, rollingSettlements, type RollingSettlementRow } from '../../db/schema/rolling';
import { AppError } from '../../http/app-error';
import { pageAnswer, rowWindow, type PageQuery } from '../../http/paging';
import { lockBalances } from '../ledger/repo';
import { publishBalance, type BalanceChange } from '../ledger/service';
import { findMemberByUserId } from '../auth/member-lookup';
import {
  lockSettlement,
  releaseCredits,
  settlementMemberId,
  updateSettlement,
  listSettlements,
  countSettlements,
} from './settlement-repo';
import { openTetherPayout, paySettlement, toSettlement, type RollingDeps } from './settlement';
import { loadRollingSettings } from '../betting/rolling-settings-repo';

const memberNotFound = '회원을 찾을 수 없습니다.';

async function withOwners(db: Database, rows: RollingSettlementRow[]): Promise<AdminSettlement[]> {
  const ids = [...new Set(rows.map((row) => row.memberId))];
  const owners = ids.length
    ? await db
        .select({ id: members.id, userId: members.userId, nickName: members.nickName, type: members.type })
        .from(members)
        .where(inArray(members.id, ids))
    : [];
  const ownerOf = new Map(owners.map((owner) => [owner.id, owner]));
  return rows.map((row) => {
    const owner = ownerOf.get(row.memberId);
    return {
      ...toSettlement(row),
      userId: owner?.userId ?? '',
      nickName: owner?.nickName ?? '',
      memberType: owner?.type ?? 1,
    };
  });
}

export async function adminSettlementPage(
  db: Database,
  query: PageQuery & { status?: SettlementStatus | undefined },
): Promise<AdminSettlementPage> {
  const where = query.status ? eq(rollingSettlements.status, query.status) : undefined;
  const [rows, total, [pending]] = await Promise.all([
    listSettlements(db, where, rowWindow(query)),
    countSettlements(db, where),
    db.select({ total: count() }).from(rollingSettlements).where(eq(rollingSettlements.status, 'pending')),
  ]);
  return { ...pageAnswer(await withOwners(db, rows), query, total), pendingCount: pending?.total ?? 0 };
}

/**
 * Decides a waiting settlement once: the member's row, then the settlement's, are held, and only a
 * pending one is decided (two operators at once: one decision, one 409).
 */
async function decide(
  deps: RollingDeps,
  operatorId: number,
  id: number,
  apply: (tx: Database, row: RollingSettlementRow) => Promise<RollingSettlementRow>,
) {
  const memberId = await settlementMemberId(deps.db, id);
  if (memberId === undefined) throw new AppError(404, rollingErrors.settlementNotFound);
  return deps.db.transaction(async (tx) => {
    await lockBalances(tx, memberId);
    const row = await lockSettlement(tx, id);
    if (!row) throw new AppError(404, rollingErrors.settlementNotFound);
    if (row.status !== 'pending') throw new AppError(409, rollingErrors.alreadyDecided);
    return apply(tx, { ...row, decidedAt: deps.clock.now(), decidedBy: operatorId });
  });
}

export async function approveSettlement(deps: RollingDeps, operatorId: number, id: number): Promise<AdminSettlement> {
  let change: BalanceChange | undefined;
  const row = await decide(deps, operatorId, id, async (tx, row) => {
    const paid = await updateSettlement(tx, id, { status: 'paid', decidedAt: row.decidedAt, decidedBy: row.decidedBy });
    change = await paySettlement(tx, paid);
    return paid;
  });
  if (change) publishBalance(deps.bus, change);
  // The member's password was checked when they asked; the operator's approval opens the withdrawal.
  const [answer] = await withOwners(deps.db, [await openTetherPayout(deps, row, '', true)]);
  if (!answer) throw new AppError(404, rollingErrors.settlementNotFound);
  return answer;
}

export async function refuseSettlement(
  deps: RollingDeps,
  operatorId: number,
  id: number,
  reason: string,
): Promise<AdminSettlement> {
  const row = await decide(deps, operatorId, id, async (tx, row) => {
    await releaseCredits(tx, id);
    const refused = await updateSettlement(tx, id, {
      status: 'refused',
      note: reason,
      decidedAt: row.decidedAt,
      decidedBy: row.decidedBy,
    });
    return refused;
  });
  const [answer] = await withOwners(deps.db, [row]);
  if (!answer) throw new AppError(404, rollingErrors.settlementNotFound);
  return answer;
}

async function memberOf(db: Database, userId: string) {
  const member = await findMemberByUserId(db, userId.toLowerCase());
  if (!member) throw new AppError(404, memberNotFound);
  if (member.type === MEMBER_TYPE_MANAGER) throw new AppError(400, rollingErrors.notForPartners);
  return member;
}

export async function memberReferralRates(db: Database, userId: string): Promise<MemberRollingRates> {
  const member = await memberOf(db, userId);
  const rows = await db.select().from(rollingRates).where(eq(rollingRates.memberId, member.id));
  if (rows.length === 0)
    return { userId: member.userId, rates: (await loadRollingSettings(db)).referralRates, custom: false };
  const own = new Map(rows.map((row) => [row.kind, row.rollingBp]));
  const rates = Object.fromEntries(rollingKinds.map((kind) => [kind, own.get(kind) ?? 0])) as RollingRates;
  return { userId: member.userId, rates, custom: true };
}

/** A member's own referral rates, or (null) back to the site's. */
export async function saveMemberReferralRates(
  db: Database,
  userId: string,
  rates: RollingRates | null,
  now: Date,
): Promise<MemberRollingRates> {
  const member = await memberOf(db, userId);
  await db.transaction(async (tx) => {
    await tx.delete(rollingRates).where(eq(rollingRates.memberId, member.id));
    if (!rates) return;
    await tx
      .insert(rollingRates)
      .values(rollingKinds.map((kind) => ({ memberId: member.id, kind, rollingBp: rates[kind], updatedAt: now })));
  });
  return memberReferralRates(db, userId);
}
