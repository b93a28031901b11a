import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberBankAccounts, type MemberBankAccountRow } from '../../db/schema/cashier';

/** The primary key: one account per member, so of two registrations racing each other one wins. */
export const BANK_ACCOUNT_ONE_PER_MEMBER = 'member_bank_accounts_pkey';

export interface BankAccountFields {
  bankCode: string;
  /** digits only */
  accountNumber: string;
  holderName: string;
}

export async function findBankAccount(db: Database, memberId: number): Promise<MemberBankAccountRow | undefined> {
  const [row] = await db.select().from(memberBankAccounts).where(eq(memberBankAccounts.memberId, memberId));
  return row;
}

/** Fails on BANK_ACCOUNT_ONE_PER_MEMBER when the member has one already. */
export async function insertBankAccount(
  db: Database,
  memberId: number,
  fields: BankAccountFields & { withdrawalPasswordHash: string },
  now: Date,
): Promise<MemberBankAccountRow> {
  const [row] = await db
    .insert(memberBankAccounts)
    .values({ memberId, ...fields, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert into member_bank_accounts returned no row');
  return row;
}

/** The operator's change: creates the account or replaces it, the withdrawal password included. */
export async function upsertBankAccount(
  db: Database,
  memberId: number,
  fields: BankAccountFields & { withdrawalPasswordHash: string },
  now: Date,
): Promise<MemberBankAccountRow> {
  const [row] = await db
    .insert(memberBankAccounts)
    .values({ memberId, ...fields, createdAt: now, updatedAt: now })
    // A new withdrawal password from the operator also lifts a lock and the count of wrong tries.
    .onConflictDoUpdate({
      target: memberBankAccounts.memberId,
      set: { ...fields, withdrawalPasswordFailures: 0, withdrawalPasswordLockedAt: null, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('upsert into member_bank_accounts returned no row');
  return row;
}

/** The operator's change that keeps the withdrawal password; undefined when the member has no account. */
export async function updateBankAccount(
  db: Database,
  memberId: number,
  fields: BankAccountFields,
  now: Date,
): Promise<MemberBankAccountRow | undefined> {
  const [row] = await db
    .update(memberBankAccounts)
    .set({ ...fields, updatedAt: now })
    .where(eq(memberBankAccounts.memberId, memberId))
    .returning();
  return row;
}

/** Seed only: accounts another server seeding at the same moment already wrote are skipped. */
export async function insertBankAccountsIfMissing(
  db: Database,
  rows: (BankAccountFields & { memberId: number; withdrawalPasswordHash: string })[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(memberBankAccounts)
    .values(rows.map((row) => ({ ...row, createdAt: now, updatedAt: now })))
    .onConflictDoNothing();
}
