import type { RollingKind } from '@site/contracts/api/rolling';
import type { Database } from '../../db/client';
import { bets } from '../../db/schema/bets';
import { cashRequests } from '../../db/schema/cashier';
import { rollingCredits, rollingRates } from '../../db/schema/rolling';
import type { MemberRow } from '../../db/schema/members';
import { createMember } from '../../test/members';

let serial = 0;
const nextKey = (): string => `manager-test-${process.pid}-${(serial += 1)}`;

/** A partner (type 2) under `parent`, with its rates per kind (rolling, losing basis points). */
export async function partner(
  db: Database,
  parent: MemberRow | null,
  rates: Partial<Record<RollingKind, [number, number]>> = {},
): Promise<MemberRow> {
  const row = await createMember(db, { type: 2, partnerId: parent?.id ?? null });
  const entries = Object.entries(rates) as [RollingKind, [number, number]][];
  if (entries.length > 0) {
    await db.insert(rollingRates).values(
      entries.map(([kind, [rollingBp, losingBp]]) => ({
        memberId: row.id,
        kind,
        rollingBp,
        losingBp,
        updatedAt: new Date(),
      })),
    );
  }
  return row;
}

export const memberUnder = (db: Database, parent: MemberRow, fields: Partial<MemberRow> = {}) =>
  createMember(db, { type: 1, partnerId: parent.id, ...fields });

export interface TestBet {
  memberId: number;
  gameType: number;
  stake: number;
  /** 1 lost, 2 won, 3 void, -1 cancelled, 0 pending */
  status: number;
  payout: number;
  settledAt: Date | null;
}

export async function insertBet(db: Database, bet: TestBet): Promise<number> {
  const [row] = await db
    .insert(bets)
    .values({
      ...bet,
      idempotencyKey: nextKey(),
      totalOddsX100: 195,
      potentialPayout: Math.floor(bet.stake * 1.95),
      maxPayout: 10_000_000,
      createdAt: new Date((bet.settledAt ?? new Date()).getTime() - 60_000),
    })
    .returning({ id: bets.id });
  if (!row) throw new Error('no bet');
  return row.id;
}

export interface TestCash {
  memberId: number;
  kind: 'deposit' | 'withdrawal';
  status: 'approved' | 'pending' | 'refused';
  amount: number;
  decidedAt: Date | null;
}

export async function insertCash(db: Database, cash: TestCash): Promise<void> {
  await db.insert(cashRequests).values({
    ...cash,
    channel: 'won',
    idempotencyKey: nextKey(),
    createdAt: new Date((cash.decidedAt ?? new Date()).getTime() - 60_000),
  });
}

export async function insertCredit(
  db: Database,
  credit: { beneficiaryId: number; sourceMemberId: number; betId: number; amount: number; at: Date },
): Promise<void> {
  await db.insert(rollingCredits).values({
    ...credit,
    kind: 'sports',
    via: 'partner',
    stake: credit.amount * 100,
    rateBp: 100,
  });
}
