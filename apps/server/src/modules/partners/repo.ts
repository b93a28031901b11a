import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { MEMBER_TYPE_MANAGER, MEMBER_TYPE_MEMBER } from '@site/contracts/roles';
import type { PartnerRates } from '@site/contracts/api/partners';
import { rollingKinds } from '@site/contracts/api/rolling';
import type { Database } from '../../db/client';
import { members } from '../../db/schema/members';
import { rollingRates } from '../../db/schema/rolling';

export interface PartnerRow {
  id: number;
  userId: string;
  nickName: string;
  partnerId: number | null;
  type: number;
  blocked: boolean;
}

const partnerColumns = {
  id: members.id,
  userId: members.userId,
  nickName: members.nickName,
  partnerId: members.partnerId,
  type: members.type,
  blocked: members.blocked,
};

export function listPartners(db: Database): Promise<PartnerRow[]> {
  return db.select(partnerColumns).from(members).where(eq(members.type, MEMBER_TYPE_MANAGER)).orderBy(asc(members.id));
}

/** How many members (type 1) sit directly under each partner that has any. */
export async function countMembersByPartner(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ partnerId: members.partnerId, total: count() })
    .from(members)
    .where(and(eq(members.type, MEMBER_TYPE_MEMBER), isNotNull(members.partnerId)))
    .groupBy(members.partnerId);
  return new Map(rows.flatMap(({ partnerId, total }) => (partnerId === null ? [] : [[partnerId, total]])));
}

/**
 * Locks the account's row until the transaction ends and answers it: every change of a partner's
 * rates, or of the partners under it, holds the row of the partner above, so they queue up.
 */
export async function lockAccount(db: Database, id: number): Promise<PartnerRow | undefined> {
  const [row] = await db.select(partnerColumns).from(members).where(eq(members.id, id)).for('update');
  return row;
}

export async function findAccount(db: Database, id: number): Promise<PartnerRow | undefined> {
  const [row] = await db.select(partnerColumns).from(members).where(eq(members.id, id));
  return row;
}

export async function findAccountByUserId(db: Database, userId: string): Promise<PartnerRow | undefined> {
  const [row] = await db.select(partnerColumns).from(members).where(eq(members.userId, userId));
  return row;
}

/** Each account's rates; an account without a row for a kind has 0 for it. */
export async function ratesOf(db: Database, memberIds: readonly number[]): Promise<Map<number, PartnerRates>> {
  const byMember = new Map<number, PartnerRates>(memberIds.map((id) => [id, zeroRates()]));
  if (memberIds.length === 0) return byMember;
  const rows = await db
    .select()
    .from(rollingRates)
    .where(inArray(rollingRates.memberId, [...memberIds]));
  for (const row of rows) {
    const rates = byMember.get(row.memberId);
    if (rates) rates[row.kind] = { rollingBp: row.rollingBp, losingBp: row.losingBp };
  }
  return byMember;
}

export function zeroRates(): PartnerRates {
  return Object.fromEntries(rollingKinds.map((kind) => [kind, { rollingBp: 0, losingBp: 0 }])) as PartnerRates;
}

/** The partners directly under one. */
export async function childPartnerIds(db: Database, parentId: number): Promise<number[]> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.partnerId, parentId), eq(members.type, MEMBER_TYPE_MANAGER)));
  return rows.map((row) => row.id);
}

export async function writeRates(db: Database, memberId: number, rates: PartnerRates, now: Date): Promise<void> {
  await db
    .insert(rollingRates)
    .values(rollingKinds.map((kind) => ({ memberId, kind, ...rates[kind], updatedAt: now })))
    .onConflictDoUpdate({
      target: [rollingRates.memberId, rollingRates.kind],
      set: {
        rollingBp: sql`excluded.rolling_bp`,
        losingBp: sql`excluded.losing_bp`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

export async function setPartnerOf(db: Database, memberId: number, partnerId: number | null): Promise<void> {
  await db.update(members).set({ partnerId }).where(eq(members.id, memberId));
}
